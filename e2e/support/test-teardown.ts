import { stopTestPostgres } from './postgres';
import { closeScratch } from './scratch';

export default function tearDown() {
  stopTestPostgres();
  closeScratch();
}
