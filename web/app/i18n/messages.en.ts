/**
 * English notification texts (snackbar catalogue), fallback texts and the unit-size note.
 *
 * Sources: docs/rules.md#account-messages, docs/rules.md#position-messages, docs/rules.md#pool-calculator.
 * English is the reference language and the fallback; `messagesDe` and `messagesSr` are typed as
 * `typeof messagesEn` so every language must provide exactly the same keys.
 *
 * Wording: the spec's English texts are kept; obvious slips of the original are corrected
 * ('betweeen' -> 'between', 'verifing' -> 'verifying', missing articles). Quoted fallback literals
 * ('Registration failed!', 'URL invalid!', ...) are kept verbatim because they are the server/client
 * fallbacks the spec names by their exact text.
 *
 * The unit-size note uses i18next interpolation: t('unitSizeNote', { supply, return }).
 */
export const messagesEn = {
  snackbar: {
    /** info: a required field is empty (registration, password forms, project form, wizard, pool calculator). */
    mandatoryFields: 'Fill all required fields before proceeding.',

    // --- accounts and session (docs/rules.md#account-messages) ---
    loginError: 'Invalid login credentials. Please try again',
    /**
     * The original said 'You need to answer reCAPTCHA first'. AirSizer uses a self-hosted captcha
     * (ALTCHA, docs/rules.md#captcha; reCAPTCHA is only an option), so the text names no vendor.
     */
    captchaError: 'You need to answer the captcha first',
    invalidEmail: 'Your email is invalid',
    invalidPassword: 'Your password is invalid',
    registerError: 'There was an error creating a new profile',
    registerSuccess:
      'Your profile has been created. Please confirm your email address through the link we have sent you.',
    editUserProfileError: 'There was an error updating your profile',
    editUserProfileSuccess: 'Your profile has been updated successfully',
    recoveryMailError: 'There was an error sending the email',
    recoveryMailSuccess: 'The email has been sent. Please check your inbox and follow the link in it.',
    passwordMatchError: 'Passwords must be the same',
    passwordChangedSuccess: 'Your password has been changed successfully',
    passwordChangedError: 'There was an error changing your password',
    /** The original's 'verifing' is corrected to 'verifying'. */
    emailConfirmError: 'There was an error verifying your email. Please try again later',
    /** Shown before the automatic logout (after 2000 ms) and the redirect to /login. */
    tokenExpired: 'Your session has expired. Please login again',
    fetchingDataError: 'Error with fetching data.',

    // --- projects and location (docs/rules.md#position-messages) ---
    mandatoryCity: 'City is a mandatory field. The location has been reset to its initial value.',
    invalidAddress: 'Invalid address entered. Please select a valid address.',
    /** Flow limits 600 to 6800 m3/h inclusive (docs/rules.md#wizard-step-1); the original's 'betweeen' is corrected. */
    invalidFlow: 'Flow must be between 600 and 6800.',
    temperatureError:
      'Outdoor temperature must be lower than indoor temperature for the winter calculation and higher for the summer calculation.',
    /** info: several projects share the selected map location. */
    sameLocation: 'The selected location contains multiple projects; all of them are shown in the table.',
    createProjectError: 'There was an error creating the project.',
    createProjectSuccess: 'The project has been created successfully.',
    editProjectSuccess: 'The project has been updated successfully.',
    editProjectError: 'There was an error updating the project.',
    deleteProjectSuccess: 'The project has been deleted.',
    deleteProjectError: 'There was an error deleting the project.',

    // --- positions and revisions ---
    createProjectItemSuccess: 'The position has been created successfully.',
    createProjectItemError: 'There was an error creating the position.',
    editProjectItemSuccess: 'The position has been updated successfully.',
    editProjectItemError: 'There was an error updating the position.',
    deleteProjectItemSuccess: 'The position has been deleted.',
    deleteProjectItemError: 'There was an error deleting the position.',
    activateRevisionSuccess: 'The revision has been activated.',
    activateRevisionError: 'There was an error activating the revision.',

    // --- documents ---
    documentationError: 'Documentation is not ready. Please try again later.',
    documentationSuccess: 'The documentation has been downloaded successfully.',
    /**
     * The original said '3D model is still uploading' (an external model host). AirSizer generates the
     * glTF model itself (docs/rules.md#documents), so the text says the model is still being prepared.
     */
    fetching3DModel: 'The 3D model is still being prepared. Please try again later.',

    // --- calculations (configurator) ---
    /** info: shown when the outdoor design temperatures stay unchanged after loading. */
    calculationError:
      'There was an error calculating the relative humidity. The values have been reset to their initial values.',
    flowCombinationError: 'Wrong combination of supply flow and return flow; no suitable units found.',
    fanError: 'There was an error with the fan calculation. Please check the parameters and try again.',
    recuperatorError:
      'There was an error with the recuperator or coil calculation. Please check the parameters and try again.',
    ecodesignNotMet:
      'The unit does not meet EU 1253/2014, which the position requires ({{reason}}). Choose a larger size or another heat recovery in step 3, or a fine supply filter (F7 or better).',
    /** projectinformation.flowValError in the original: no unit type fits the flows; the wizard returns to step 1. */
    flowValError: 'No unit type matches the entered flows. Please adjust the supply and return flows.',
  },

  /** Fallback texts used when the server's answer carries no message (kept verbatim from the spec). */
  fallback: {
    // docs/rules.md#account-messages
    registrationFailed: 'Registration failed!',
    urlInvalid: 'URL invalid!',
    internalServerError: 'Internal server error!',
    statusNotRecognized: 'Status code not recognized!',
    passwordChanged: 'Your password is changed!',
    errorFetchingDocumentation: 'Error with fetching documentation!',
    errorFetchingProjects: 'Error with fetching projects!',
    failed: 'Failed!',
    wrongCredentials: 'Wrong credentials entered!',
    wrongLoginParameters: 'Wrong login parameters! Try again!',
    emailNotValid: 'Email is not valid',
    passwordNotValid: 'Password is not valid',
    emailConfirmed: 'Email successfully confirmed!',
    /** Heading of the top-level failure boundary. */
    somethingWentWrong: 'Something went wrong.',
    // docs/rules.md#position-messages
    projectModified: 'Project modified!',
    projectNotModified: 'The project has not been modified!',
    projectDeleted: 'Project deleted!',
    failedToDelete: 'Failed to delete!',
    errorFetchingProject: 'Error with fetching project!',
    errorFetchingPositions: 'Error with fetching positions!',
    revisionNotActivated: 'Revision has not been activated!',
    errorModelLink: 'Error with model link',
    errorFetchingRevisions: 'Error with fetching revisions!',
    errorFetchingPosition: 'Error with fetching position!',
    requestSuccessful: 'Your request has been successful!',
  },

  /** Configurator unit-size note; i18next interpolation values `supply` and `return` in m3/h. */
  unitSizeNote:
    'Difference between supply flow and nominal flow is {{supply}} m3/h. Difference between return flow and nominal flow is {{return}} m3/h.',

  /** Server refusals by the message key the server sends (data.key); {{field}} is the field's label. */
  serverErrors: {
    emailTaken: 'An account with this e-mail address already exists.',
    passwordWeak:
      'This password is too easy to guess: use a longer one, or several unrelated words, not your name or address.',
    loginThrottled: 'Too many sign-in attempts for this account: please wait a moment and try again.',
    codeInvalid: 'The code is not correct: enter the current code of the app, or an unused recovery code.',
    codeThrottled: 'Too many wrong codes for this account: please wait a moment and try again.',
    signInExpired: 'This sign-in has expired: please sign in again.',
    secondFactorRequired: 'Administrators must keep two-factor authentication.',
    secondFactorAlreadyOn: 'Two-factor authentication is already on.',
    secondFactorNotSetUp: 'Set two-factor authentication up first.',
    secondFactorNotOn: 'Two-factor authentication is not on.',
    companyNotFound: 'No company with this tax identification number is registered.',
    companyTaken:
      'A company with this tax identification number is already registered: register as a member of an already registered company.',
    required: '{{field}} is required.',
    passwordMismatch: 'The current password is not correct.',
    captchaInvalid: 'The captcha was not accepted. Please solve it again.',
    invalid: '{{field}}: the value is not valid.',
    weatherFile: {
      empty: 'The weather file is empty.',
      epwHeader:
        'Line {{line}}: an EPW file starts with eight header records; this one should be {{record}}.',
      epwColumns:
        'Line {{line}}: an EPW data line has at least 10 fields up to the station pressure; this one has {{count}}.',
      csvHeader: 'Line {{line}}: the first line must be the header {{header}}.',
      csvColumns:
        'Line {{line}}: each line has 2 values (dry bulb, relative humidity); this one has {{count}}.',
      notNumber: "Line {{line}}: {{column}} '{{value}}' is not a number (use a decimal point).",
      outOfRange: 'Line {{line}}: {{column}} {{value}} {{unit}} is outside {{min}} to {{max}} {{unit}}.',
      missingValue: 'Line {{line}}: {{column}} is missing.',
      hourOrder:
        'Line {{line}}: the hours must follow one another from 1 January hour 1; expected {{expected}}.',
      hourCount: 'A year has {{expected}} hours (29 February left out); the file has {{count}}.',
    },
  },
};

export type Messages = typeof messagesEn;
