export const notFoundPage = {
  heading: '404 Page Not Found',
  hint: 'Did you forget to add this page to the router?',
  backHome: 'Back to Home',
  errorHeading: 'Something went wrong',
  errorText: 'Please reload the page. If it keeps happening, write to us and we will look into it.',
} as const;

export const projectNotFound = {
  heading: 'Project Not Found',
  text: "The project you're looking for doesn't exist.",
  link: 'Back to Projects',
  href: '/projects',
} as const;

export const referenceNotFound = {
  heading: 'Reference Not Found',
  link: 'Return Home',
  href: '/',
} as const;

export const backToHome = {
  label: 'Back to Home',
  href: '/',
} as const;
