import { describeVisitorAndStaffFlows } from './visitor-and-staff-flows';

describeVisitorAndStaffFlows('firefox');
