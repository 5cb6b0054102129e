import { isHirePath } from './routes';

test('/hire is known in every language, and nothing else is taken for it', () => {
  for (const path of ['/hire', '/hire/', '/fr/hire', '/pt-BR/hire'])
    expect([path, isHirePath(path)]).toEqual([path, true]);
  for (const path of ['/', '/hire/share.png', '/notes/hire', '/fr/notes/hire', '/hired', '/fr'])
    expect([path, isHirePath(path)]).toEqual([path, false]);
});
