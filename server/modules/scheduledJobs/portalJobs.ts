import type { Profile } from '../../../common/profiles';
import { accuracyPolicy, directoryAccuracyJobs } from '../directoryAccuracy';
import { directoryReportJobs } from '../directoryReports';
import type { Mailer } from '../../shared/mail';
import type { ScheduledJob } from './scheduler';

/** Every job the portal runs on a schedule: the provider directory's, on the healthcare deployment. */
export const portalJobs = (deps: { mailer: Mailer; publicUrl: string; profile: Profile }): ScheduledJob[] =>
    deps.profile === 'healthcare'
        ? [...directoryAccuracyJobs({ ...deps, policy: accuracyPolicy() }), ...directoryReportJobs]
        : [];
