import { render } from '@testing-library/react';
import { Unbroken } from './unbroken';

it('keeps each hyphenated word whole, and the text as written', () => {
  const { container } = render(
    <p>
      <Unbroken text="Product designer & front-end developer, e-mail first" />
    </p>,
  );
  expect(container.textContent).toBe('Product designer & front-end developer, e-mail first');
  expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
    'front-end',
    'e-mail',
  ]);
});
