import type { previewersEn } from "./previewers.en";

// Arabic texts of the file previewers. The same keys as English.
export const previewersAr: typeof previewersEn = {
  title: "معاينة",
  dialogLabel: "معاينة {{name}}",
  download: "تنزيل",
  close: "إغلاق المعاينة",
  loading: "جارٍ تحميل المعاينة…",
  urlFailed: "تعذّر فتح الملف. حاول مرة أخرى لاحقًا.",
  noPreview: "لا تتوفر معاينة لهذا النوع من الملفات. نزّله لفتحه في التطبيق المناسب.",
  unsafeArchive: "يتمدد هذا الملف إلى أكثر من الحد الآمن ولم يُفتح.",
  watermark: "{{name}} · {{email}}",
  zoom: {
    label: "التكبير",
    zoomIn: "تكبير",
    zoomOut: "تصغير",
    presets: "نسب التكبير",
    value: "{{percent}}٪",
  },
  pdf: {
    label: "مستند PDF",
    page: "الصفحة {{page}} من {{total}}",
    passwordRequired: "كلمة المرور مطلوبة",
    passwordText: "هذا المستند محمي بكلمة مرور. يرجى إدخال كلمة المرور.",
    password: "كلمة المرور",
    submit: "إرسال",
    incorrectPassword: "كلمة المرور غير صحيحة",
    loadFailed: "تعذّر تحميل ملف PDF",
    unknownError: "خطأ غير معروف",
  },
  docx: {
    label: "مستند Word",
    fetchStatus: "تعذّر جلب ملف DOCX. الحالة {{status}}",
    fetchFailed: "تعذّر جلب ملف DOCX: {{text}}",
    renderFailed: "خطأ في عرض ملف DOCX",
    zoomHint: "Ctrl + عجلة الفأرة للتكبير",
  },
  xlsx: {
    label: "جدول بيانات",
    loadFailed: "تعذّر تحميل ملف XLSX {{status}}",
    readFailed: "خطأ في قراءة ملف XLSX",
    sheetFailed: "خطأ في تحميل بيانات الورقة",
    note: "المعاينة محدودة. للمعاينة الكاملة، نزّل الملف وافتحه في التطبيق المناسب.",
    sheets: "الأوراق",
    capped: "يُعرض أول {{rows}} صف و{{columns}} عمود.",
    empty: "هذه الورقة فارغة.",
  },
  image: {
    failed: "تعذّر تحميل الصورة",
  },
  video: {
    label: "فيديو {{name}}",
  },
};
