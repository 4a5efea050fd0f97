import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in Arabic. */
export const arConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'ربط محفظة',
  'dialog.back': 'رجوع',
  'dialog.close': 'إغلاق',
  'dialog.footer.newToSolana': 'جديد على Solana؟',
  'dialog.footer.getWallet': 'احصل على محفظة',
  'dialog.list.installed': 'المثبّتة',
  'dialog.list.noWallets': 'لم يتم العثور على محافظ في هذا المتصفح.',
  'dialog.list.installedWalletApp': 'استخدام محفظة مثبّتة',
  'dialog.list.phoneWalletApp': 'استخدام محفظة على هاتفك',
  'dialog.list.lastUsed': 'آخر استخدام',
  'dialog.list.openApp': 'فتح التطبيق',
  'dialog.list.detected': 'تم اكتشافها',
  'dialog.list.moreWallets': 'محافظ أخرى',
  'dialog.list.openIn': 'فتح في {wallet}',
  'dialog.wallet.openYourApp': 'افتح تطبيق محفظتك',
  'dialog.wallet.scanWithPhone': 'امسح الرمز بهاتفك',
  'dialog.wallet.opening.wallet': 'جارٍ فتح {wallet}…',
  'dialog.wallet.opening.app': 'جارٍ فتح تطبيق محفظتك…',
  'dialog.wallet.confirm.wallet': 'أكّد في {wallet} للمتابعة.',
  'dialog.wallet.confirm.app': 'أكّد في تطبيق محفظتك للمتابعة.',
  'dialog.wallet.slow.wallet':
    'لا تراه؟ افتح {wallet} من شريط أدوات المتصفح، أو ألغِ قفلها وحاول مرة أخرى.',
  'dialog.wallet.slow.app': 'لا تراه؟ افتح تطبيق محفظتك ووافق هناك، ثم عُد إلى هذه الصفحة.',
  'dialog.phone.qrLabel': 'رمز QR لربط تطبيق محفظة على هاتفك',
  'dialog.phone.scanHint':
    'امسحه بتطبيق محفظة Solana على هاتفك (Phantom أو Solflare أو Seed Vault…)، ثم وافق هناك.',
  'dialog.walletConnect.qrLabel': 'رمز QR لربط تطبيق محفظة عبر WalletConnect',
  'dialog.walletConnect.open': 'فتح',
  'dialog.walletConnect.chooseHint': 'اختر تطبيق محفظتك ووافق هناك، ثم عُد إلى هذه الصفحة.',
  'dialog.walletConnect.scanHint':
    'امسحه بتطبيق المحفظة على هاتفك (Trust أو Backpack أو OKX أو Exodus…)، ثم وافق هناك.',
  'dialog.walletConnect.copyLink': 'نسخ الرابط',
  'dialog.walletConnect.copied': 'تم النسخ',
  'dialog.declined.title': 'تم رفض الطلب',
  'dialog.declined.wallet': 'لم يتم ربط {wallet}. اطلب مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.declined.app': 'لم يتم ربط تطبيق محفظتك. اطلب مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.declined.phone': 'لم يتم ربط تطبيق المحفظة على هاتفك. اطلب مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.failure.notFound':
    'لم تعد {wallet} متاحة في هذا المتصفح. أعد تحميل الصفحة وحاول مرة أخرى.',
  'dialog.failure.noWalletApp': 'لم يستجب أي تطبيق محفظة على هذا الهاتف.',
  'dialog.failure.noWalletAppHint': 'ثبّت تطبيق محفظة Solana، ثم حاول مرة أخرى.',
  'dialog.failure.requestPending.wallet':
    'تعرض {wallet} طلبًا بالفعل. أكمله أو أغلقه هناك، ثم حاول مرة أخرى.',
  'dialog.failure.requestPending.app':
    'يعرض تطبيق محفظتك طلبًا بالفعل. أكمله أو أغلقه هناك، ثم حاول مرة أخرى.',
  'dialog.failure.requestPending.phone':
    'يعرض تطبيق المحفظة على هاتفك طلبًا بالفعل. أكمله أو أغلقه هناك، ثم حاول مرة أخرى.',
  'dialog.failure.noAccounts.wallet':
    'لم تشارك {wallet} أي حساب. ألغِ قفلها أو أضف حسابًا، ثم حاول مرة أخرى.',
  'dialog.failure.noAccounts.app':
    'لم يشارك تطبيق محفظتك أي حساب. ألغِ قفله أو أضف حسابًا، ثم حاول مرة أخرى.',
  'dialog.failure.noAccounts.phone':
    'لم يشارك تطبيق المحفظة على هاتفك أي حساب. ألغِ قفله أو أضف حسابًا، ثم حاول مرة أخرى.',
  'dialog.failure.featureNotSupported.wallet':
    'لا يمكن استخدام {wallet} مع هذا التطبيق. اختر محفظة أخرى.',
  'dialog.failure.featureNotSupported.app':
    'لا يمكن استخدام تطبيق محفظتك مع هذا التطبيق. اختر محفظة أخرى.',
  'dialog.failure.featureNotSupported.phone':
    'لا يمكن استخدام تطبيق المحفظة على هاتفك مع هذا التطبيق. اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetwork.wallet': 'لا تدعم {wallet} شبكة {network}. اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetwork.app': 'لا يدعم تطبيق محفظتك شبكة {network}. اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetwork.phone':
    'لا يدعم تطبيق المحفظة على هاتفك شبكة {network}. اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    'لا تدعم {wallet} شبكة {network}. انتقل إلى {otherNetwork}، أو اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'لا يدعم تطبيق محفظتك شبكة {network}. انتقل إلى {otherNetwork}، أو اختر محفظة أخرى.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    'لا يدعم تطبيق المحفظة على هاتفك شبكة {network}. انتقل إلى {otherNetwork}، أو اختر محفظة أخرى.',
  'dialog.failure.signInNotVerified.wallet':
    'تعذّر التحقق من تسجيل الدخول عبر {wallet}، لذا لم يُقبل.',
  'dialog.failure.signInNotVerified.app':
    'تعذّر التحقق من تسجيل الدخول عبر تطبيق محفظتك، لذا لم يُقبل.',
  'dialog.failure.signInNotVerified.phone':
    'تعذّر التحقق من تسجيل الدخول عبر تطبيق المحفظة على هاتفك، لذا لم يُقبل.',
  'dialog.failure.signInRefused':
    'لم يقبل هذا التطبيق تسجيل الدخول. حاول مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.failure.timedOut.wallet': 'لم تستجب {wallet} في الوقت المحدد. حاول مرة أخرى.',
  'dialog.failure.timedOut.app': 'لم يستجب تطبيق محفظتك في الوقت المحدد. حاول مرة أخرى.',
  'dialog.failure.timedOut.phone':
    'لم يستجب تطبيق المحفظة على هاتفك في الوقت المحدد. حاول مرة أخرى.',
  'dialog.failure.unreachable':
    'تعذّر الوصول إلى الخادم. تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.',
  'dialog.failure.rateLimited': 'طلبات كثيرة جدًا في وقت قصير. انتظر قليلًا، ثم حاول مرة أخرى.',
  'dialog.failure.unknown.wallet': 'تعذّر ربط {wallet}. حاول مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.failure.unknown.app': 'تعذّر ربط تطبيق محفظتك. حاول مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.failure.unknown.phone':
    'تعذّر ربط تطبيق المحفظة على هاتفك. حاول مرة أخرى، أو اختر محفظة أخرى.',
  'dialog.failure.getWallet': 'احصل على محفظة',
  'dialog.failure.details': 'التفاصيل',
  'dialog.action.tryAgain': 'حاول مرة أخرى',
  'dialog.action.switchNetwork': 'الانتقال إلى {network}',
  'dialog.action.reload': 'إعادة تحميل الصفحة',
  'dialog.action.chooseAnotherWallet': 'اختيار محفظة أخرى',
  'dialog.install.title': 'الحصول على {wallet}',
  'dialog.install.notInstalled': '{wallet} غير مثبّتة',
  'dialog.install.hint': 'أضِفها إلى هذا المتصفح، ثم عُد واخترها من القائمة.',
  'dialog.install.forThisBrowser': 'الحصول على {wallet} لهذا المتصفح',
  'dialog.install.qrLabel': 'رمز QR يفتح هذه الصفحة في {wallet}',
  'dialog.install.qrCaption': 'على هاتفك؟ امسح الرمز لفتح هذه الصفحة في تطبيق {wallet}.',
  'dialog.guide.title': 'الحصول على محفظة',
  'dialog.guide.accountTitle': 'المحفظة هي حسابك.',
  'dialog.guide.account': 'تحتفظ بمفاتيحك وتستأذنك قبل توقيع أي شيء أو إرساله.',
  'dialog.guide.installTitle': 'ثبّت واحدة.',
  'dialog.guide.install': 'إنها مجانية ويستغرق إعدادها دقيقة واحدة.',
  'dialog.guide.connectTitle': 'عُد واربطها.',
  'dialog.guide.connect': 'ستظهر هنا بعلامة «تم اكتشافها».',
  'dialog.guide.get': 'احصل عليها',
  'dialog.guide.noInstall': 'دون أي تثبيت: {link}.',
  'dialog.guide.useEmail': 'تابع باستخدام بريدك الإلكتروني',
  'dialog.emailCode.title': 'تحقّق من بريدك الإلكتروني',
  'dialog.passkey.title': 'استخدام مفتاح مرور',
  'dialog.recovery.title': 'استعادة محفظتك',
};
