import type { StoredMessage } from '../types';

export const MESSAGE_COLUMNS = `id, received_at AS receivedAt, name, email, subject, message, offer,
  sender_hash AS senderHash, delivered_at AS deliveredAt, delivery_attempts AS deliveryAttempts,
  delivery_error AS deliveryError, held = 1 AS held, state, language`;

export const asMessage = (row: unknown): StoredMessage => {
  const message = row as StoredMessage;
  return { ...message, held: Boolean(message.held), state: message.state ?? 'new' };
};
