import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { OutboxMailEntity } from '../db/entities/outbox-mail.entity';
import type { Logger } from '../logging/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox: the mail is logged
 * and stored in `outbox_mails`, where operators can read it.
 */
export function createMailer(
  options: { smtpUrl?: string; from: string },
  dataSource: DataSource,
  log: Logger,
): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await dataSource
        .getRepository(OutboxMailEntity)
        .insert({ toAddress: mail.to, subject: mail.subject, body: mail.text });
      log.info(
        { to: mail.to, subject: mail.subject, body: mail.text },
        'mail kept in the dev outbox (no SMTP_URL)',
      );
    },
  };
}
