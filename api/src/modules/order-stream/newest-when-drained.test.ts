import { EventEmitter } from 'node:events';
import { newestWhenDrained } from './order-stream-routes';

// decisions/phone-speed.md: a stream whose client reads slower than the desk changes gets the newest desk once its
// socket drains, not every desk in between.
function fakeResponse() {
  const response = Object.assign(new EventEmitter(), { writableNeedDrain: false });
  return response;
}

it('sends each state at once while the client keeps up', () => {
  const response = fakeResponse();
  const sent: number[] = [];
  const offer = newestWhenDrained<number>(response, (state) => sent.push(state));
  offer(1);
  offer(2);
  expect(sent).toEqual([1, 2]);
});

it('holds only the newest state while the socket is past its buffer, and sends it once on drain', () => {
  const response = fakeResponse();
  const sent: number[] = [];
  const offer = newestWhenDrained<number>(response, (state) => sent.push(state));
  response.writableNeedDrain = true;
  offer(1);
  offer(2);
  offer(3);
  expect(sent).toEqual([]);
  response.writableNeedDrain = false;
  response.emit('drain');
  response.emit('drain');
  expect(sent).toEqual([3]);
  offer(4);
  expect(sent).toEqual([3, 4]);
});
