/** @jest-environment node */
import { SHIPPED } from '@/lib/i18n/catalogue';
import { english } from '@/lib/i18n/english';
import { translator } from '@/lib/i18n/labels';
import { contactFormLabels, contactLabels } from './contract';

it('gives the limits as each language writes numbers', () => {
  expect(contactLabels(english).message.tooLong).toBe(
    'Please keep your message to 5,000 characters.',
  );
  expect(contactLabels(translator('de', SHIPPED.de!)).message.tooLong).toBe(
    'Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.',
  );
  expect(contactLabels(translator('fr', SHIPPED.fr!)).message.tooLong).toBe(
    'Votre message ne doit pas dépasser 5\u202f000 caractères.',
  );
});

it('names the offer field and its problems in the page’s language', () => {
  const french = translator('fr', SHIPPED.fr!);
  expect(contactFormLabels(english)).toMatchObject({
    offer: 'What is it about?',
    otherOffer: 'Something else',
  });
  expect(contactFormLabels(french).otherOffer).toBe('Autre chose');
  expect(contactLabels(english).offer).toEqual({
    unknown: 'Please choose one of the offers in the list.',
    type: 'The offer should be text.',
  });
  expect(contactLabels(french).offer.unknown).toBe(
    'Veuillez choisir l’une des offres de la liste.',
  );
});
