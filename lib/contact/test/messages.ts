export const CONTACT_URL = 'http://127.0.0.1:3000/api/contact-post';
export const VALID_MESSAGE = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A new site',
  message: 'Hello!',
};
