/** One open chat or channel. */
export function ConversationPage() {
  return null;
}
