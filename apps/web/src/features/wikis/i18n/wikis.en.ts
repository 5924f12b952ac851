// English texts of wikis and their page tree.
export const wikisEn = {
  title: "Wiki",
};
