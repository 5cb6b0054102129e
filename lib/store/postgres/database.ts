export * from '../engines/postgres';
