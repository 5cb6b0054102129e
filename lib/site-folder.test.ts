/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentFolder,
  isSample,
  linkContentFolders,
  OWNER_FOLDER,
  SAMPLE_FOLDER,
} from './site-folder';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-site-folder-'));
  fs.mkdirSync(path.join(root, SAMPLE_FOLDER, 'config'), { recursive: true });
  fs.mkdirSync(path.join(root, SAMPLE_FOLDER, 'public'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (...parts: string[]) => path.join(root, ...parts);
const makeSite = (...folders: string[]) => {
  for (const folder of ['config', ...folders]) {
    fs.mkdirSync(at(OWNER_FOLDER, folder), { recursive: true });
  }
};
const linkOf = (name: string) => fs.readlinkSync(at(name));

describe('contentFolder', () => {
  it('is the sample in a fresh clone', () => {
    expect(contentFolder(root)).toBe(at(SAMPLE_FOLDER));
    expect(isSample(root)).toBe(true);
  });

  it('is site/ once it holds a config/, not before', () => {
    fs.mkdirSync(at(OWNER_FOLDER, 'public'), { recursive: true });
    expect(contentFolder(root)).toBe(at(SAMPLE_FOLDER));
    makeSite();
    expect(contentFolder(root)).toBe(at(OWNER_FOLDER));
    expect(isSample(root)).toBe(false);
  });

  it('is the root itself when it holds a real config/: a release, or a site from before site/', () => {
    makeSite();
    fs.mkdirSync(at('config'));
    expect(contentFolder(root)).toBe(root);
  });

  it('takes no link named config/ for a real one', () => {
    fs.symlinkSync(path.join(SAMPLE_FOLDER, 'config'), at('config'), 'dir');
    expect(contentFolder(root)).toBe(at(SAMPLE_FOLDER));
  });
});

describe('linkContentFolders', () => {
  it('links public/ into the sample, relative to the root; no private/ when the sample has none', () => {
    expect(linkContentFolders(root)).toEqual(['public']);
    expect(linkOf('public')).toBe(path.join(SAMPLE_FOLDER, 'public'));
    expect(fs.existsSync(at('private'))).toBe(false);
  });

  it('changes nothing the second time', () => {
    makeSite('public', 'private');
    expect(linkContentFolders(root)).toEqual(['public', 'private']);
    expect(linkContentFolders(root)).toEqual([]);
    expect([linkOf('public'), linkOf('private')]).toEqual(['site/public', 'site/private']);
  });

  it('moves the links when the content moves to site/, and drops private/ when it has none', () => {
    fs.mkdirSync(at(SAMPLE_FOLDER, 'private'));
    linkContentFolders(root);
    expect(linkOf('private')).toBe(path.join(SAMPLE_FOLDER, 'private'));
    makeSite();
    expect(linkContentFolders(root)).toEqual(['public', 'private']);
    expect(linkOf('public')).toBe('site/public');
    // A site without pictures yet still gets its public/, which the link leads to.
    expect(fs.statSync(at('public')).isDirectory()).toBe(true);
    expect(fs.existsSync(at('private'))).toBe(false);
  });

  it('leaves a real public/ folder as it is', () => {
    makeSite('private');
    fs.mkdirSync(at('public'));
    fs.writeFileSync(at('public', 'me.jpg'), 'picture');
    expect(linkContentFolders(root)).toEqual(['private']);
    expect(fs.lstatSync(at('public')).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(at('public', 'me.jpg'), 'utf8')).toBe('picture');
  });

  it('makes no link when the content is at the root', () => {
    fs.mkdirSync(at('config'));
    expect(linkContentFolders(root)).toEqual([]);
    expect(fs.existsSync(at('public'))).toBe(false);
  });

  describe('on Windows', () => {
    it('makes junctions to absolute paths, and changes nothing the second time', () => {
      makeSite('public', 'private');
      const made = jest.spyOn(fs, 'symlinkSync');
      expect(linkContentFolders(root, 'win32')).toEqual(['public', 'private']);
      expect(made.mock.calls.map(([, , type]) => type)).toEqual(['junction', 'junction']);
      made.mockRestore();
      expect(linkOf('public')).toBe(at(OWNER_FOLDER, 'public'));
      fs.writeFileSync(at(OWNER_FOLDER, 'public', 'me.jpg'), 'picture');
      expect(fs.readFileSync(at('public', 'me.jpg'), 'utf8')).toBe('picture');
      expect(linkContentFolders(root, 'win32')).toEqual([]);
    });

    it('takes the target Windows reads back, with its prefix and trailing separator, for the same', () => {
      makeSite('public');
      linkContentFolders(root, 'win32');
      const read = jest
        .spyOn(fs, 'readlinkSync')
        .mockReturnValue(`\\\\?\\${at(OWNER_FOLDER, 'public')}\\`);
      expect(linkContentFolders(root, 'win32')).toEqual([]);
      read.mockRestore();
    });

    it('replaces a junction into the sample by one into site/ without renaming over it', () => {
      linkContentFolders(root, 'win32');
      expect(linkOf('public')).toBe(at(SAMPLE_FOLDER, 'public'));
      const renamed = jest.spyOn(fs, 'renameSync');
      makeSite('public');
      expect(linkContentFolders(root, 'win32')).toEqual(['public']);
      expect(renamed).not.toHaveBeenCalled();
      renamed.mockRestore();
      expect(linkOf('public')).toBe(at(OWNER_FOLDER, 'public'));
    });
  });
});
