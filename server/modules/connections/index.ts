/** Connections between organisations: requests, answers, the message thread and its e-mails. */
export { connectionRoutes } from './routes';
export { visibleTo } from './connections';
