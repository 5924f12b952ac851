import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OutboxRow } from "./mail-outbox.repository";

/** Sends one stored mail; throws when it could not be handed over. */
export interface MailTransport {
  kind: "file" | "smtp";
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

function message(mail: OutboxRow, from: string) {
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    // A stable Message-ID lets receivers drop a duplicate if a retry follows a lost acknowledgement.
    messageId: `<${mail.id}@bearish>`,
    date: mail.createdAt,
  };
}

/**
 * Default transport: each message becomes an RFC 822 `.eml` file in `outboxDir` (written to a
 * temporary name, then renamed, so a reader never sees half a file), plus a log line with the
 * subject and any one-time code so a newcomer can sign up without a mail server.
 */
export function fileTransport(outboxDir: string, from: string, log: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await composer.sendMail(message(mail, from));
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`;
      const tmp = path.join(outboxDir, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(outboxDir, name));
      log.info(
        { mail: { to: mail.toAddress, subject: mail.subject, file: name } },
        `mail written: "${mail.subject}" to ${mail.toAddress}${mail.logNote ? ` (${mail.logNote})` : ""}`,
      );
    },
    close() {
      composer.close();
    },
  };
}

/** SMTP transport for `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail(message(mail, from));
    },
    close() {
      transport.close();
    },
  };
}
