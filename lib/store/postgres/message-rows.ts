import type { StoredMessage } from '../types';

/** The columns of a StoredMessage, named as it names them. */
export const MESSAGE_COLUMNS = `id, received_at AS "receivedAt", name, email, subject, message,
  offer, sender_hash AS "senderHash", delivered_at AS "deliveredAt",
  delivery_attempts AS "deliveryAttempts", delivery_error AS "deliveryError", held, state, language`;

export const asMessage = (row: unknown) => row as StoredMessage;

const INTEGER_MAX = 2 ** 31 - 1;

/** Whether `id` fits the id column: any other number names no message, as it does in SQLite,
 * where PostgreSQL would refuse the query instead. */
export const isMessageId = (id: number) =>
  Number.isInteger(id) && id >= -INTEGER_MAX - 1 && id <= INTEGER_MAX;
