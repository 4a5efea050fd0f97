import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in Arabic. */
export const arEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': 'المحفظة المدمجة',
  'embedded.oauth.continueWith': 'المتابعة باستخدام {provider}',
  'embedded.entry.title': 'المتابعة بالبريد الإلكتروني',
  'embedded.entry.lastUsed': 'آخر استخدام',
  'embedded.email.label': 'البريد الإلكتروني',
  'embedded.email.placeholder': 'you@example.com',
  'embedded.entry.sending': 'جارٍ الإرسال…',
  'embedded.entry.continue': 'متابعة',
  'embedded.entry.passkey': 'المتابعة باستخدام مفتاح مرور',
  'embedded.code.sentTo': 'أرسلنا رمزًا إلى {email}.',
  'embedded.code.label': 'الرمز',
  'embedded.code.checking': 'جارٍ التحقق…',
  'embedded.code.submit': 'تسجيل الدخول بالرمز',
  'embedded.code.resent': 'رمز جديد في الطريق إليك.',
  'embedded.code.notReceived': 'لم يصلك؟ تحقّق من مجلد الرسائل غير المرغوب فيها، أو {resend}',
  'embedded.code.resend': 'أرسل رمزًا جديدًا',
  'embedded.otherEmail': 'استخدام بريد إلكتروني آخر',
  'embedded.passkey.lead':
    'استخدم مفتاح المرور المحفوظ على هذا الجهاز: Face ID أو Touch ID أو Windows Hello أو مفتاح أمان.',
  'embedded.passkey.signIn': 'تسجيل الدخول بمفتاح المرور',
  'embedded.passkey.newHere': 'جديد هنا؟',
  'embedded.passkey.create': 'إنشاء محفظة بمفتاح مرور',
  'embedded.passkey.waiting': 'في انتظار مفتاح المرور…',
  'embedded.passkey.lost': 'فقدت مفتاح المرور؟',
  'embedded.recovery.lead':
    'فقدت مفتاح المرور؟ سنرسل إليك رمز استرداد بالبريد الإلكتروني، وسينشئ هذا الجهاز مفتاح مرور جديدًا للمحفظة نفسها.',
  'embedded.recovery.secondFactor':
    'الحساب {email} مفعَّل فيه التحقق بخطوتين: أدخل الرمز من تطبيق المصادقة، أو أحد رموز الاسترداد.',
  'embedded.recovery.emailMe': 'أرسل لي رمزًا بالبريد',
  'embedded.recovery.or': 'أو',
  'embedded.recovery.otherDevice': 'استخدام مفتاح مرور من جهاز آخر',
  'embedded.recovery.sent': {
    zero: 'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة {count} دقيقة.',
    one: 'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة دقيقة واحدة.',
    two: 'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة دقيقتين.',
    few: 'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة {count} دقائق.',
    many: 'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة {count} دقيقة.',
    other:
      'إذا كانت لدى {email} محفظة، فرمز الاسترداد في الطريق إليك. الصقه أدناه؛ وهو صالح لمدة {count} دقيقة.',
  },
  'embedded.recovery.codeLabel': 'رمز الاسترداد',
  'embedded.recovery.codePlaceholder': 'الصق الرمز من البريد الإلكتروني',
  'embedded.recovery.recovering': 'جارٍ الاسترداد…',
  'embedded.recovery.submit': 'استرداد المحفظة',
  'embedded.recovery.createPasskey': 'أنشئ مفتاح مرور جديدًا عندما يطلب جهازك ذلك.',
  'embedded.oauth.asking': 'أكمل تسجيل الدخول باستخدام {provider}…',
  'embedded.oauth.window': 'تابع في نافذة {provider}.',
  'embedded.oauth.failed': 'تعذّر تسجيل الدخول باستخدام {provider}',
  'embedded.oauth.back': 'اختيار طريقة أخرى',
  'embedded.error.codeInvalid': 'الرمز غير صالح أو منتهي الصلاحية.',
  'embedded.error.codeGone': 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
  'embedded.error.secondFactorInvalid': 'الرمز خاطئ أو سبق استخدامه',
  'embedded.error.rateLimited': 'محاولات كثيرة جدًا. انتظر بضع دقائق، ثم حاول مجددًا.',
  'embedded.error.offline': 'تعذّر الاتصال. تحقّق من اتصالك بالإنترنت، ثم حاول مجددًا.',
  'embedded.error.serviceDown': 'تسجيل الدخول لا يعمل الآن. حاول مجددًا بعد بضع دقائق.',
  'embedded.error.unavailable': 'طريقة تسجيل الدخول هذه غير متاحة على هذا الموقع.',
  'embedded.error.popupBlocked':
    'حظر متصفحك نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم حاول مجددًا.',
  'embedded.error.signInRefused':
    'لم يُقبل تسجيل الدخول. حاول مجددًا، أو اختر طريقة أخرى لتسجيل الدخول.',
  'embedded.error.passkeysUnavailable':
    'لا يمكن استخدام مفاتيح المرور هنا. سجّل الدخول بالبريد الإلكتروني بدلًا من ذلك.',
  'embedded.error.passkeyExists':
    'يوجد على هذا الجهاز مفتاح مرور لهذه المحفظة بالفعل. سجّل الدخول به بدلًا من ذلك.',
  'embedded.error.passkeyFailed':
    'لم يعمل مفتاح المرور. حاول مجددًا، أو سجّل الدخول بالبريد الإلكتروني.',
  'embedded.error.emailNeeded': 'أدخل بريدك الإلكتروني لإنشاء محفظة بمفتاح مرور.',
  'embedded.error.unknown': 'حدث خطأ ما. حاول مجددًا، أو اختر طريقة أخرى لتسجيل الدخول.',
  'embedded.error.details': 'التفاصيل',
};
