// Runs before the app bundle so the first paint already has the right theme and direction.
(() => {
  try {
    const theme = localStorage.getItem("theme");
    document.documentElement.dataset.theme = theme === "dark" ? "dark" : "light";
  } catch {
    document.documentElement.dataset.theme = "light";
  }
  const segment = location.pathname.split("/")[1];
  const locale = segment === "ar" ? "ar" : "en";
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === "ar" ? "rtl" : "ltr";
})();
