import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in Arabic. */
export const arToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'تقدّم المعاملة',
  'toast.title.send': 'إرسال {amount} {symbol}',
  'toast.stage.signing': 'في انتظار توقيعك…',
  'toast.stage.sending': 'جارٍ إرسال المعاملة…',
  'toast.stage.confirming': 'جارٍ التأكيد على الشبكة…',
  'toast.stage.confirmed': 'تم تأكيد المعاملة',
  'toast.stage.failed': 'فشلت المعاملة',
  'toast.dismiss': 'إغلاق',
  'toast.step.sign': 'التوقيع',
  'toast.step.send': 'الإرسال',
  'toast.step.confirm': 'التأكيد',
  'toast.failure.declined': 'رفضتها في محفظتك، لذا لم يُرسَل شيء.',
  'toast.failure.walletBusy':
    'لدى {wallet} طلب مفتوح بالفعل. أكمله أو أغلقه هناك، ثم حاول مرة أخرى.',
  'toast.failure.walletChanged': 'غيّرت محفظتك المعاملة، لذا لم تُرسَل.',
  'toast.failure.walletFailed': 'تعذّر على {wallet} إكمال الطلب: {reason}',
  'toast.failure.notConnected': 'لا توجد محفظة مربوطة. اربط محفظة أولًا.',
  'toast.failure.notEnoughSol':
    'رصيد SOL غير كافٍ: في الحساب {available} SOL، وتحتاج هذه العملية إلى {needed} SOL.',
  'toast.failure.notEnoughSolForFee': 'رصيد SOL غير كافٍ: لا يستطيع الحساب دفع رسوم الشبكة.',
  'toast.failure.notEnoughSolForRent':
    'رصيد SOL غير كافٍ: سينخفض رصيد أحد الحسابات عن الحد الأدنى الذي تتطلبه الشبكة.',
  'toast.failure.notEnoughFunds': 'الرصيد غير كافٍ: في الحساب أقل من المبلغ المُرسَل.',
  'toast.failure.accountEmpty':
    'لا يحتوي هذا الحساب على SOL بعد لدفع رسوم الشبكة. أضف بعض SOL أولًا.',
  'toast.failure.expired': 'انتهت صلاحيتها قبل أن تؤكدها الشبكة، لذا لم تتم.',
  'toast.failure.timedOut': 'لم تؤكدها الشبكة بعد، وقد تتم لاحقًا. تحقّق منها قبل الإرسال مرة أخرى.',
  'toast.failure.feeUnavailable': 'تعذّر على الشبكة تقدير الرسوم الآن. حاول مرة أخرى.',
  'toast.failure.networkDown': 'لم تستجب الشبكة. تحقّق من اتصالك وحاول مرة أخرى.',
  'toast.failure.rateLimited': 'الشبكة مشغولة الآن. انتظر قليلًا، ثم حاول مرة أخرى.',
  'toast.failure.rateLimitedLater': 'طلبات كثيرة جدًا الآن. انتظر بضع دقائق قبل الإرسال مرة أخرى.',
  'toast.failure.custodyDown': 'لم يستجب مزوّد محفظتك. تحقّق من اتصالك وحاول مرة أخرى.',
  'toast.failure.serverDown': 'لم يستجب خادم التطبيق. تحقّق من اتصالك وحاول مرة أخرى.',
  'toast.failure.sponsorRefused': 'رفضت الجهة الراعية للرسوم في التطبيق دفعها، لذا لم تُرسَل.',
  'toast.failure.sponsorQuota': 'استُنفدت رعاية الرسوم في التطبيق لهذا اليوم، لذا لم تُرسَل.',
  'toast.failure.sponsorChanged': 'غيّرت الجهة الراعية للرسوم في التطبيق المعاملة، لذا لم تُرسَل.',
  'toast.failure.sponsorError': 'واجهت الجهة الراعية للرسوم في التطبيق مشكلة، لذا لم يُرسَل شيء.',
  'toast.failure.refusedBecause': 'رفضتها الشبكة: {reason}',
  'toast.failure.refused': 'رفضت الشبكة المعاملة.',
  'toast.fee.sponsored': 'رسوم الشبكة: يدفعها التطبيق',
  'toast.viewTransaction': 'عرض المعاملة',
  'toast.retry': 'إعادة المحاولة',
};
