import type { whiteboardsEn } from "./whiteboards.en";

// Arabic texts of whiteboards (same keys as English).
export const whiteboardsAr: typeof whiteboardsEn = {
  title: "السبورة",
  canvasLabel: "لوحة رسم {{title}}",
  readOnly: "عرض فقط: لا يمكنك تعديل هذه السبورة.",
  loading: "جارٍ تحميل السبورة…",
  status: {
    connecting: "جارٍ الاتصال…",
    connected: "مباشر",
    disconnected: "غير متصل، تجري إعادة الاتصال…",
  },
  notFound: "هذه السبورة غير موجودة أو ليس لديك صلاحية الوصول إليها.",
  failed: "تعذّر تحميل السبورة",
  block: {
    label: "السبورة",
    choose: "اختر سبورة",
    chooseHint: "اعرض هنا إحدى سبورات مساحة العمل هذه، أو ابدأ سبورة جديدة.",
    none: "لا توجد سبورات في مساحة العمل هذه بعد.",
    create: "سبورة جديدة",
    nameLabel: "الاسم",
    defaultName: "سبورة",
    open: "فتح السبورة",
    change: "تغيير السبورة",
    empty: "لم تُختر أي سبورة",
    preview: "معاينة {{title}}",
    previewEmpty: "هذه السبورة فارغة.",
    previewFailed: "تعذّر رسم المعاينة.",
    missing: "هذه السبورة لم تعد موجودة أو ليس لديك صلاحية الوصول إليها.",
    createFailed: "تعذّر إنشاء السبورة",
  },
};
