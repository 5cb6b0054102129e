import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '@/components/frame/toasts';
import { ContactForm } from './contact-form';
import { english } from '@/lib/i18n/english';
import {
  EMPTY_VALUES,
  OFFER_CHOSEN_EVENT,
  OTHER_OFFER,
  contactFormLabels,
  type ContactFormState,
} from '@/lib/contact/contract';
import { sendMessage } from './actions';

jest.mock('./actions', () => ({ sendMessage: jest.fn() }));
const action = jest.mocked(sendMessage);

/** The form's action answers once released; `fails` as a lost connection does. */
function answer(state: ContactFormState | 'fails') {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  action.mockReset().mockImplementation(async () => {
    await gate;
    if (state === 'fails') throw new TypeError('Failed to fetch');
    return state;
  });
  return { release };
}

const sentFields = () => Object.fromEntries(action.mock.calls[0]![1] as FormData);

async function fillAndSend() {
  render(
    <>
      <ContactForm labels={contactFormLabels(english)} language="en" permalink="/#contact" />
      <Toasts />
    </>,
  );
  await userEvent.type(screen.getByLabelText('Name'), 'Ann Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'A new site');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const fieldValues = () =>
  ['Name', 'Email', 'Subject', 'Message'].map(
    (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
  );

describe('ContactForm', () => {
  it('has labelled fields with the right names and types, and no length limits', () => {
    render(<ContactForm labels={contactFormLabels(english)} language="en" permalink="/#contact" />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('name', 'subject');
    expect(screen.getByLabelText('Message')).toHaveAttribute('name', 'message');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('maxlength');
    }
  });

  it('shows an overlay and disables the button while sending, then a confirmation in place of the form', async () => {
    const { release } = answer({
      outcome: 'sent',
      values: EMPTY_VALUES,
      errors: {},
      notice: 'Thanks, Ann! I will reply soon.',
    });
    await fillAndSend();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    // The toast, as specified, and the confirmation that stays.
    expect(await screen.findByText('Thanks, Ann! I will reply soon.')).toBeInTheDocument();
    const confirmation = await screen.findByRole('status', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent('Message sent');
    expect(confirmation).toHaveTextContent('usually within two working days');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByText('Sending your message…')).not.toBeInTheDocument();
    expect(sentFields()).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'A new site',
      message: 'Hello there',
    });
  });

  it('brings back an empty form when the visitor starts another message', async () => {
    const { release } = answer({ outcome: 'sent', values: EMPTY_VALUES, errors: {}, notice: 'Ok' });
    await fillAndSend();
    release();
    await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('form', { name: 'Send a message' })).toBeInTheDocument();
    expect(fieldValues()).toEqual(['', '', '', '']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('shows the first server error under each field, marks it invalid, and keeps the text', async () => {
    const { release } = answer({
      outcome: 'invalid',
      values: EMPTY_VALUES,
      errors: { subject: 'Subject is too long.', message: 'Say a little more.' },
    });
    await fillAndSend();
    release();
    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(subject).toHaveAccessibleDescription('Subject is too long.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Say a little more.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(fieldValues()).toEqual(['Ann Lee', 'ann@example.com', 'A new site', 'Hello there']);
  });

  it('shows a limit’s label above the form, keeping the text', async () => {
    const { release } = answer({
      outcome: 'invalid',
      values: EMPTY_VALUES,
      errors: {},
      notice: 'You have sent several messages in a short time.',
    });
    await fillAndSend();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time.',
    );
    expect(fieldValues()).toEqual(['Ann Lee', 'ann@example.com', 'A new site', 'Hello there']);
  });

  it('ends silently when the site cannot be reached, keeping the text', async () => {
    const { release } = answer('fails');
    await fillAndSend();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Sending your message…')).not.toBeInTheDocument();
    expect(fieldValues()).toEqual(['Ann Lee', 'ann@example.com', 'A new site', 'Hello there']);
  });

  it('names the page’s language to the action', async () => {
    answer({ outcome: 'sent', values: EMPTY_VALUES, errors: {}, notice: 'Merci' });
    render(
      <ContactForm labels={contactFormLabels(english)} language="fr" permalink="/fr#contact" />,
    );
    const form = screen.getByRole('form', { name: 'Send a message' });
    expect(form).toHaveFormValues({ lang: 'fr' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(sentFields()).toMatchObject({ lang: 'fr', name: 'Ann', website: '' });
  });

  it('hides the honeypot from people and assistive technology', () => {
    render(<ContactForm labels={contactFormLabels(english)} language="en" permalink="/#contact" />);
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('ContactForm before hydration', () => {
  it('keeps the offer a visitor chose before the page was hydrated', async () => {
    const offers = [
      { id: 'website-design-build', name: 'Website, designed and built' },
      { id: 'brand-sprint', name: 'Brand sprint' },
    ];
    const form = (
      <ContactForm
        labels={contactFormLabels(english)}
        language="en"
        permalink="/#contact"
        offers={offers}
      />
    );
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    (container.querySelector('[name="offer"]') as HTMLSelectElement).value = 'brand-sprint';
    render(form, { container, hydrate: true });
    const select = screen.getByRole('combobox', { name: 'What is it about?' });
    await waitFor(() => expect(select).toHaveValue('brand-sprint'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    const { release } = answer({
      outcome: 'sent',
      values: EMPTY_VALUES,
      errors: {},
      notice: 'Thanks!',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    release();
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentFields()).toMatchObject({ offer: 'brand-sprint' });
  });

  it('keeps what a visitor typed before the page was hydrated, and sends it', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ContactForm labels={contactFormLabels(english)} language="en" permalink="/#contact" />,
    );
    document.body.append(container);
    // Typed into the server's HTML, before React has taken over.
    (container.querySelector('[name="name"]') as HTMLInputElement).value = 'Ann Lee';
    (container.querySelector('[name="message"]') as HTMLTextAreaElement).value = 'Hello there';
    render(
      <ContactForm labels={contactFormLabels(english)} language="en" permalink="/#contact" />,
      {
        container,
        hydrate: true,
      },
    );

    expect(await screen.findByDisplayValue('Ann Lee')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'A new site');
    expect(fieldValues()).toEqual(['Ann Lee', 'ann@example.com', 'A new site', 'Hello there']);

    const { release } = answer({
      outcome: 'sent',
      values: EMPTY_VALUES,
      errors: {},
      notice: 'Thanks!',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    release();
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentFields()).toMatchObject({ name: 'Ann Lee', message: 'Hello there' });
  });
});

describe('ContactForm with offers', () => {
  const offers = [
    { id: 'website-design-build', name: 'Website, designed and built' },
    { id: 'brand-sprint', name: 'Brand sprint' },
  ];
  const renderForm = () =>
    render(
      <ContactForm
        labels={contactFormLabels(english)}
        language="en"
        permalink="/#contact"
        offers={offers}
      />,
    );
  const select = () => screen.getByRole('combobox', { name: 'What is it about?' });
  const at = (address: string) => window.history.replaceState(null, '', address);
  afterEach(() => at('/'));

  it('asks what the message is about: every offer by name, then something else, none chosen at first', () => {
    renderForm();
    expect(select()).toHaveAttribute('name', 'offer');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Website, designed and built',
      'Brand sprint',
      'Something else',
    ]);
    expect(select()).toHaveDisplayValue('Choose…');
    expect(screen.getByRole('form')).toHaveFormValues({ offer: '' });
  });

  it('keeps "something else" once chosen, and sends it', async () => {
    renderForm();
    await userEvent.selectOptions(select(), 'Something else');
    expect(select()).toHaveDisplayValue('Something else');
    answer({ outcome: 'invalid', values: EMPTY_VALUES, errors: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentFields()).toMatchObject({ offer: OTHER_OFFER });
  });

  it('is not there when the site has no offers', () => {
    render(
      <ContactForm
        labels={contactFormLabels(english)}
        language="en"
        permalink="/#contact"
        offers={[]}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('What is it about?')).not.toBeInTheDocument();
  });

  it('takes the offer the address names, but not one the page does not offer', async () => {
    at('/?offer=brand-sprint#contact');
    const { unmount } = renderForm();
    await waitFor(() => expect(select()).toHaveValue('brand-sprint'));
    unmount();
    at('/?offer=logo-refresh');
    renderForm();
    expect(select()).toHaveDisplayValue('Choose…');
  });

  it('takes the offer another part of the page chooses, and the address’s after going back', async () => {
    renderForm();
    const choose = (detail: unknown) =>
      act(() => {
        window.dispatchEvent(new CustomEvent(OFFER_CHOSEN_EVENT, { detail }));
      });
    choose('brand-sprint');
    expect(select()).toHaveValue('brand-sprint');
    choose('nothing-like-it');
    choose(42);
    expect(select()).toHaveValue('brand-sprint');
    at('/?offer=website-design-build');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(select()).toHaveValue('website-design-build');
  });

  it('sends the chosen offer, shows its error beneath it, then starts again from none', async () => {
    renderForm();
    await userEvent.selectOptions(select(), 'Brand sprint');
    const refused = answer({
      outcome: 'invalid',
      values: EMPTY_VALUES,
      errors: { offer: 'Please choose one of the offers in the list.' },
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    refused.release();
    await waitFor(() => expect(select()).toHaveAttribute('aria-invalid', 'true'));
    expect(select()).toHaveAccessibleDescription('Please choose one of the offers in the list.');
    expect(sentFields()).toMatchObject({ name: 'Ann Lee', offer: 'brand-sprint' });

    const sent = answer({ outcome: 'sent', values: EMPTY_VALUES, errors: {}, notice: 'Thanks!' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    sent.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(select()).toHaveDisplayValue('Choose…');
    expect(select()).not.toHaveAttribute('aria-invalid');
  });
});
