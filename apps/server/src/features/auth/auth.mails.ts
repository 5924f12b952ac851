import { OTP_TTL_MINUTES } from "@bearish/shared/auth/auth";
import type { OutgoingMail } from "../../platform/mail/mail-outbox.repository";

// Mail bodies are plain text plus a small HTML version; names are escaped because they are user input.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function signupCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  return {
    to,
    subject: `Your Bearish sign-up code is ${code}`,
    text: `Hello ${firstName},\n\nYour Bearish sign-up code is ${code}.\nIt is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n\nIf you did not sign up, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Your Bearish sign-up code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p><p>It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.</p><p>If you did not sign up, ignore this message.</p>`,
    logNote: `sign-up code ${code}`,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Reset your Bearish password",
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Bearish account. To choose a new password, open:\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Bearish account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once, for one hour. If it was not you, ignore this message: your password stays as it is.</p>`,
    logNote: `reset link ${link}`,
  };
}

export function invitationMail(to: string, firstName: string, inviter: string, link: string): OutgoingMail {
  return {
    to,
    subject: `${inviter} invited you to Bearish`,
    text: `Hello ${firstName},\n\n${inviter} invited you to join your team on Bearish. To set your password and sign in, open:\n${link}\n\nThe link works once, for seven days.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(inviter)} invited you to join your team on Bearish.</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>The link works once, for seven days.</p>`,
    logNote: `invitation link ${link}`,
  };
}
