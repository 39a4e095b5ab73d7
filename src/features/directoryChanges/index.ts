/** The directory team's screens: the queue of changes and members' questions, and the accuracy dashboard. */
export { AccuracyDashboardPage } from './AccuracyDashboardPage';
export { DirectoryQueuePage } from './DirectoryQueuePage';
export { ProposeChange } from './ProposeChange';
