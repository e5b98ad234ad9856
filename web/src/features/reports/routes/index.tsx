export { AttendanceLetterRoute } from './AttendanceLetterRoute';
export { CertificateRoute } from './CertificateRoute';
export { FunderReportRoute } from './FunderReportRoute';
