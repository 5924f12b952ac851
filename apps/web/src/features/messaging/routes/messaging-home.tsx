/** `/message/your-message/{type}` with no conversation open. */
export function MessagingHome() {
  return null;
}
