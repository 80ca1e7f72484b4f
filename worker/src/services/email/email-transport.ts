/** How mail leaves the system: the interface both transports implement (create-email-transport.ts picks one). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the mail (verification, reset), kept for the local outbox page. */
  link: string;
  kind: 'verify' | 'reset';
}

export interface EmailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

export class EmailDeliveryError extends Error {}
