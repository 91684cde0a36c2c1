import { ENTER_CURRENT_PASSWORD } from './auth';
import { FIELD_MESSAGES, FIELD_TEMPLATES, TEXT_RULE_MESSAGES } from './field-messages';
import { FOLIO_MESSAGES, FOLIO_TEMPLATES, REGION_MESSAGES, REGION_TEMPLATES } from './folio-rules';
import { IMAGE_REJECTIONS } from './image-rejections';
import { MANIFEST_SOURCE_MESSAGES, MANIFEST_SOURCE_TEMPLATES } from './manifest-sources';
import { MESSAGES, TRANSCODE_MESSAGES } from './messages';
import { PASSWORD_MESSAGES, PASSWORD_TEMPLATES } from './password';
import { RATE_RULE_MESSAGES } from './ratings';
import { REFRESH_MESSAGES } from './session-messages';
import { TIMELINE_MESSAGES, TIMELINE_TEMPLATES } from './timeline-messages';

/**
 * The one catalogue of the API's messages (issue 31): each code is "section.key", stable once
 * published; `en` is the spec's exact text (§8), `fr` its translation; {{name}} marks a value the
 * API fills in and sends in `params`. public/locales/{en,fr}/api.json are generated from it
 * (scripts/api-locales.mjs), and a unit test refuses a code without both texts.
 */
export const API_MESSAGES = {
  common: {
    badRequest: {
      en: MESSAGES.badRequest,
      fr: 'Erreur 400 : requête invalide',
    },
    invalidInput: {
      en: MESSAGES.invalidInput,
      fr: 'Erreur 400 : données invalides',
    },
    unprocessable: {
      en: MESSAGES.unprocessable,
      fr: 'Erreur 422 : données impossibles à traiter',
    },
    notFound: {
      en: MESSAGES.notFound,
      fr: 'Erreur 404 : ressource introuvable',
    },
    postNotFound: {
      en: MESSAGES.postNotFound,
      fr: 'Publication introuvable',
    },
    masterNotFound: {
      en: MESSAGES.masterNotFound,
      fr: 'Maître introuvable',
    },
    unauthorized: {
      en: MESSAGES.unauthorized,
      fr: 'Connexion requise',
    },
    forbidden: {
      en: MESSAGES.forbidden,
      fr: "Vous n'avez pas le droit de faire cela",
    },
    payloadTooLarge: {
      en: MESSAGES.payloadTooLarge,
      fr: 'Erreur 413 : envoi trop volumineux',
    },
    unsupportedMediaType: {
      en: MESSAGES.unsupportedMediaType,
      fr: 'Erreur 415 : type de fichier non pris en charge',
    },
    tooManyRequests: {
      en: MESSAGES.tooManyRequests,
      fr: 'Trop de demandes : réessayez dans un instant',
    },
    internal: {
      en: MESSAGES.internal,
      fr: 'Erreur interne du serveur',
    },
    databaseUnavailable: {
      en: MESSAGES.databaseUnavailable,
      fr: "La base de données n'est pas disponible pour le moment : réessayez dans un instant",
    },
    invalidToken: {
      en: 'Invalid or expired token',
      fr: 'Session invalide ou expirée',
    },
    markup: {
      en: TEXT_RULE_MESSAGES.markup,
      fr: "Texte brut uniquement : le HTML n'est pas autorisé",
    },
    control: {
      en: TEXT_RULE_MESSAGES.control,
      fr: 'Ne doit pas contenir de caractères de contrôle',
    },
    lineBreak: {
      en: TEXT_RULE_MESSAGES.lineBreak,
      fr: 'Doit tenir sur une seule ligne : ni saut de ligne ni tabulation',
    },
    required: {
      en: FIELD_MESSAGES.required,
      fr: 'Obligatoire',
    },
    atLeastCharacters: {
      en: FIELD_TEMPLATES.atLeastCharacters,
      fr: '{{min}} caractères au moins',
    },
    atMostCharacters: {
      en: FIELD_TEMPLATES.atMostCharacters,
      fr: '{{max}} caractères au plus',
    },
    atMostItems: {
      en: FIELD_TEMPLATES.atMostItems,
      fr: '{{max}} éléments au plus',
    },
    fileExpected: {
      en: FIELD_MESSAGES.fileExpected,
      fr: 'Un fichier est attendu',
    },
    priceFormat: {
      en: FIELD_TEMPLATES.priceFormat,
      fr: 'Un prix en euros avec deux décimales au plus, par exemple {{example}}',
    },
    atMostPrice: {
      en: FIELD_TEMPLATES.atMostPrice,
      fr: '{{price}} au plus',
    },
    emptyFile: {
      en: IMAGE_REJECTIONS.empty,
      fr: 'Le fichier est vide',
    },
    malformedJson: {
      en: MESSAGES.malformedJson,
      fr: 'Le corps JSON est mal formé',
    },
    requestTimeout: {
      en: MESSAGES.requestTimeout,
      fr: 'Erreur 408 : délai de la requête dépassé',
    },
  },
  auth: {
    registered: {
      en: 'Account created: check your e-mail to confirm your address',
      fr: 'Compte créé : consultez vos e-mails pour confirmer votre adresse',
    },
    invalidCredentials: {
      en: 'Invalid e-mail or password',
      fr: 'Adresse e-mail ou mot de passe incorrect',
    },
    unverified: {
      en: 'Please confirm your e-mail address before signing in',
      fr: 'Confirmez votre adresse e-mail avant de vous connecter',
    },
    invalidRefreshToken: {
      en: 'Invalid or expired refresh token',
      fr: 'Session invalide ou expirée',
    },
    emailVerified: {
      en: 'Your e-mail address is confirmed',
      fr: 'Votre adresse e-mail est confirmée',
    },
    invalidVerifyLink: {
      en: 'This confirmation link is invalid or has expired',
      fr: 'Ce lien de confirmation est invalide ou a expiré',
    },
    resendAccepted: {
      en: 'If an unconfirmed account uses this address, a new confirmation e-mail is on its way',
      fr: 'Si un compte non confirmé utilise cette adresse, un nouvel e-mail de confirmation est en route',
    },
    forgottenAccepted: {
      en: 'If an account uses this address, an e-mail with a reset link is on its way',
      fr: 'Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation est en route',
    },
    invalidResetLink: {
      en: 'This reset link is invalid or has expired',
      fr: 'Ce lien de réinitialisation est invalide ou a expiré',
    },
    passwordReset: {
      en: 'Your password has been changed: you can sign in with it',
      fr: 'Votre mot de passe a été changé : vous pouvez vous connecter avec',
    },
    usernameTaken: {
      en: 'This username is already taken',
      fr: "Ce nom d'utilisateur est déjà pris",
    },
    emailTaken: {
      en: 'An account already uses this e-mail address',
      fr: 'Un compte utilise déjà cette adresse e-mail',
    },
    reauthRequired: {
      en: 'Confirm your current password to change your password or e-mail address',
      fr: "Confirmez votre mot de passe actuel pour changer de mot de passe ou d'adresse e-mail",
    },
    enterCurrent: {
      en: ENTER_CURRENT_PASSWORD,
      fr: 'Saisissez votre mot de passe actuel',
    },
    wrongCurrent: {
      en: 'The current password is incorrect',
      fr: 'Le mot de passe actuel est incorrect',
    },
    passwordTooShort: {
      en: PASSWORD_TEMPLATES.tooShort,
      fr: 'Le mot de passe doit compter au moins {{min}} caractères',
    },
    passwordTooLong: {
      en: PASSWORD_TEMPLATES.tooLong,
      fr: 'Le mot de passe doit compter au plus {{max}} caractères',
    },
    passwordTooCommon: {
      en: PASSWORD_MESSAGES.tooCommon,
      fr: 'Ce mot de passe est trop courant : choisissez-en un autre',
    },
  },
  users: {
    lastAdmin: {
      en: 'The last administrator account cannot be deleted',
      fr: 'Le dernier compte administrateur ne peut pas être supprimé',
    },
    hasBuyers: {
      en: 'Some of your posts have buyers: an administrator must close this account, so that they can be refunded',
      fr: "Certaines de vos publications ont des acheteurs : un administrateur doit fermer ce compte pour qu'ils soient remboursés",
    },
    passwordChanged: {
      en: 'Password updated',
      fr: 'Mot de passe mis à jour',
    },
    fileRequired: {
      en: 'Choose an image file',
      fr: 'Choisissez un fichier image',
    },
    avatarTooLarge: {
      en: IMAGE_REJECTIONS.avatarSize,
      fr: 'Les avatars sont limités à 5 Mo',
    },
    imageTooLarge: {
      en: IMAGE_REJECTIONS.size,
      fr: 'Les images sont limitées à 10 Mo',
    },
  },
  posts: {
    withdrawn: {
      en: 'This post has buyers: it is withdrawn from sale and stays available to them. Only an administrator can remove it completely.',
      fr: 'Cette publication a des acheteurs : elle est retirée de la vente et leur reste accessible. Seul un administrateur peut la supprimer complètement.',
    },
    newBuyers: {
      en: 'Someone bought this post while it was being removed: nothing was removed, please try again',
      fr: "Quelqu'un a acheté cette publication pendant sa suppression : rien n'a été supprimé, réessayez",
    },
    notConnected: {
      en: 'A paid post can be published only by a seller whose account is connected: connect it from your account page',
      fr: 'Une publication payante ne peut être publiée que par un vendeur dont le compte est connecté : connectez-le depuis la page de votre compte',
    },
    uploadUsed: {
      en: 'This upload already belongs to a post',
      fr: 'Ce fichier envoyé appartient déjà à une publication',
    },
    noTechnique: {
      en: 'No technique with id {{ids}}',
      fr: "Aucune technique avec l'identifiant {{ids}}",
    },
    rateSteps: {
      en: '0.5 to 5 in steps of 0.5',
      fr: 'De 0,5 à 5 par pas de 0,5',
    },
  },
  media: {
    previewFlag: {
      en: 'preview must be 1 (the captions of the free preview) or absent',
      fr: 'preview doit valoir 1 (les sous-titres de l’aperçu gratuit) ou être absent',
    },
    forSale: {
      en: 'This video is for sale: buy it to watch it in full',
      fr: 'Cette vidéo est en vente : achetez-la pour la regarder en entier',
    },
    expired: {
      en: 'This video link has expired: reload the page',
      fr: 'Ce lien vidéo a expiré : rechargez la page',
    },
    otherViewer: {
      en: 'This video link was issued to another viewer: reload the page',
      fr: 'Ce lien vidéo a été donné à un autre spectateur : rechargez la page',
    },
    addressUsed: {
      en: 'This upload address was already used',
      fr: "Cette adresse d'envoi a déjà servi",
    },
    cutOff: {
      en: 'The upload was cut off before it was complete',
      fr: "L'envoi a été interrompu avant la fin",
    },
    uploadBusy: {
      en: 'This upload is busy with another request: try again in a few seconds',
      fr: 'Cet envoi est occupé par une autre requête : réessayez dans quelques secondes',
    },
    videoTooLarge: {
      en: 'Videos are limited to {{bytes}} bytes',
      fr: 'Les vidéos sont limitées à {{bytes}} octets',
    },
    wrongType: {
      en: 'Must be {{type}}',
      fr: 'Doit être de type {{type}}',
    },
    videoTooLong: {
      en: 'Videos are limited to {{seconds}} seconds',
      fr: 'Les vidéos sont limitées à {{seconds}} secondes',
    },
  },
  cart: {
    packageNotFound: {
      en: 'Package not found',
      fr: 'Pack introuvable',
    },
    itemNotFound: {
      en: 'This item is not in your cart',
      fr: "Cet article n'est pas dans votre panier",
    },
    freePost: {
      en: 'This post is free: there is nothing to buy',
      fr: "Cette publication est gratuite : il n'y a rien à acheter",
    },
    ownPost: {
      en: 'You cannot buy your own post',
      fr: 'Vous ne pouvez pas acheter votre propre publication',
    },
    ownPackage: {
      en: 'You cannot buy your own package',
      fr: 'Vous ne pouvez pas acheter votre propre pack',
    },
    postWithdrawn: {
      en: 'This post is no longer for sale',
      fr: "Cette publication n'est plus en vente",
    },
    packageWithdrawn: {
      en: 'This package is no longer for sale: one of its posts was withdrawn',
      fr: "Ce pack n'est plus en vente : une de ses publications a été retirée",
    },
    postBought: {
      en: 'You already bought this post',
      fr: 'Vous avez déjà acheté cette publication',
    },
    packageBought: {
      en: 'You already bought every post of this package',
      fr: 'Vous avez déjà acheté toutes les publications de ce pack',
    },
    packagePurchased: {
      en: 'You already bought this package',
      fr: 'Vous avez déjà acheté ce pack',
    },
    postInCart: {
      en: 'This post is already in your cart',
      fr: 'Cette publication est déjà dans votre panier',
    },
    packageInCart: {
      en: 'This package is already in your cart',
      fr: 'Ce pack est déjà dans votre panier',
    },
    postInCartPackage: {
      en: 'This post is already in a package of your cart',
      fr: 'Cette publication est déjà dans un pack de votre panier',
    },
    packagePostInCart: {
      en: 'A post of this package is already in your cart: remove it to buy the package',
      fr: 'Une publication de ce pack est déjà dans votre panier : retirez-la pour acheter le pack',
    },
    packageOverlap: {
      en: 'This package shares posts with a package already in your cart',
      fr: 'Ce pack a des publications en commun avec un pack déjà dans votre panier',
    },
    emptyCart: {
      en: 'Your cart is empty',
      fr: 'Votre panier est vide',
    },
    noPost: {
      en: 'No post with id {{ids}}',
      fr: "Aucune publication avec l'identifiant {{ids}}",
    },
    withdrawnPosts: {
      en: 'Withdrawn from sale: {{ids}}',
      fr: 'Retirées de la vente : {{ids}}',
    },
  },
  checkout: {
    unavailable: {
      en: 'Payments are not available at the moment',
      fr: 'Les paiements ne sont pas disponibles pour le moment',
    },
    providerDown: {
      en: 'The payment service did not answer. Nothing was charged: please try again.',
      fr: "Le service de paiement n'a pas répondu. Rien n'a été débité : réessayez.",
    },
    stale: {
      en: 'Some items of your cart can no longer be bought: remove them and try again',
      fr: 'Certains articles de votre panier ne peuvent plus être achetés : retirez-les et réessayez',
    },
    orderNotFound: {
      en: 'Order not found',
      fr: 'Commande introuvable',
    },
    superseded: {
      en: 'A newer checkout of your cart was started meanwhile, so this one was closed. Nothing was charged: pay in the newest checkout.',
      fr: "Un paiement plus récent de votre panier a été lancé entre-temps, celui-ci a donc été fermé. Rien n'a été débité : payez dans le paiement le plus récent.",
    },
    inProgress: {
      en: 'A checkout of this cart is already in progress. Nothing was charged: finish it, or try again in a moment.',
      fr: "Un paiement de ce panier est déjà en cours. Rien n'a été débité : terminez-le, ou réessayez dans un instant.",
    },
    sessionNotFound: {
      en: 'Checkout session not found',
      fr: 'Session de paiement introuvable',
    },
    sessionClosed: {
      en: 'This checkout session is no longer open',
      fr: "Cette session de paiement n'est plus ouverte",
    },
    sessionSuperseded: {
      en: 'This checkout was replaced by a newer checkout of the same cart. Nothing was charged: pay in the newest checkout, or start again from your cart.',
      fr: "Ce paiement a été remplacé par un paiement plus récent du même panier. Rien n'a été débité : payez dans le paiement le plus récent, ou recommencez depuis votre panier.",
    },
    notTestAccount: {
      en: 'Start the seller onboarding first',
      fr: "Commencez d'abord l'inscription vendeur",
    },
    testOff: {
      en: 'The test onboarding is not available',
      fr: "L'inscription vendeur de test n'est pas disponible",
    },
  },
  card: {
    invalidNumber: {
      en: 'Your card number is invalid.',
      fr: 'Le numéro de votre carte est invalide.',
    },
    declined: {
      en: 'Your card was declined.',
      fr: 'Votre carte a été refusée.',
    },
    notATestCard: {
      en: 'Your card was declined. This is a test checkout: use the test card 4242 4242 4242 4242.',
      fr: 'Votre carte a été refusée. Ceci est un paiement de test : utilisez la carte de test 4242 4242 4242 4242.',
    },
    invalidExpiry: {
      en: "Your card's expiration date is invalid.",
      fr: "La date d'expiration de votre carte est invalide.",
    },
    expired: {
      en: 'Your card has expired.',
      fr: 'Votre carte a expiré.',
    },
    invalidCvc: {
      en: "Your card's security code is invalid.",
      fr: 'Le code de sécurité de votre carte est invalide.',
    },
  },
  session: {
    authenticationFailed: {
      en: REFRESH_MESSAGES.authenticationFailed,
      fr: "L'authentification a échoué. Veuillez vous reconnecter.",
    },
    unexpected: {
      en: REFRESH_MESSAGES.unexpected,
      fr: "Une erreur inattendue s'est produite pendant le renouvellement de la session",
    },
    notOk: {
      en: REFRESH_MESSAGES.notOk,
      fr: "La réponse du réseau n'était pas correcte",
    },
    noToken: {
      en: REFRESH_MESSAGES.noToken,
      fr: 'Aucun jeton dans la réponse',
    },
    failed: {
      en: REFRESH_MESSAGES.failed('{{status}}', '{{body}}'),
      fr: 'Échec du renouvellement de la session : {{status}} {{body}}',
    },
  },
  timeline: {
    atMostChapters: {
      en: TIMELINE_TEMPLATES.atMostChapters,
      fr: '{{max}} chapitres au plus',
    },
    unsorted: {
      en: TIMELINE_MESSAGES.unsorted,
      fr: 'Les chapitres doivent être triés par début, chacun commençant après le précédent',
    },
    beyondDuration: {
      en: TIMELINE_MESSAGES.beyondDuration,
      fr: 'Un chapitre doit commencer avant la fin de la vidéo',
    },
    unknownTechnique: {
      en: TIMELINE_MESSAGES.unknownTechnique,
      fr: 'Technique inconnue',
    },
    captionTooLarge: {
      en: TIMELINE_MESSAGES.captionTooLarge,
      fr: 'Les fichiers de sous-titres sont limités à 512 Ko',
    },
    captionNotText: {
      en: TIMELINE_MESSAGES.captionNotText,
      fr: 'Le fichier de sous-titres doit être du texte UTF-8',
    },
    captionFormat: {
      en: TIMELINE_MESSAGES.captionFormat,
      fr: 'Fichier de sous-titres non pris en charge : envoyez du WebVTT (.vtt) ou du SubRip (.srt)',
    },
    captionHeader: {
      en: TIMELINE_MESSAGES.captionHeader,
      fr: 'Un fichier WebVTT doit commencer par la ligne WEBVTT',
    },
    captionTiming: {
      en: TIMELINE_MESSAGES.captionTiming,
      fr: 'Un sous-titre a une ligne de minutage invalide (attendu 00:00:01.000 --> 00:00:04.000, fin après le début)',
    },
    captionNoCue: {
      en: TIMELINE_MESSAGES.captionNoCue,
      fr: 'Le fichier de sous-titres ne contient aucun sous-titre',
    },
    captionNotFound: {
      en: TIMELINE_MESSAGES.captionNotFound,
      fr: "Cette publication n'a pas de sous-titres dans cette langue",
    },
  },
  folios: {
    label: {
      en: FOLIO_MESSAGES.label,
      fr: 'Un folio se nomme par son numéro et son côté, comme 25r ou 25v',
    },
    contentType: {
      en: FOLIO_MESSAGES.contentType,
      fr: 'Une numérisation de folio est une image JPEG, PNG, TIFF ou WebP (son Content-Type)',
    },
    unreadable: {
      en: FOLIO_MESSAGES.unreadable,
      fr: "Ce fichier n'est pas une numérisation lisible par HDX : envoyez une image JPEG, PNG, TIFF ou WebP",
    },
    tooLarge: {
      en: FOLIO_TEMPLATES.tooLarge,
      fr: 'Les numérisations de folio sont limitées à {{bytes}} octets',
    },
    tooManyPixels: {
      en: FOLIO_TEMPLATES.tooManyPixels,
      fr: 'Les numérisations de folio sont limitées à {{megapixels}} mégapixels',
    },
    notFound: {
      en: FOLIO_MESSAGES.notFound,
      fr: 'Folio introuvable',
    },
    deleted: {
      en: FOLIO_MESSAGES.deleted,
      fr: 'Folio supprimé',
    },
    adminsOnly: {
      en: FOLIO_MESSAGES.adminsOnly,
      fr: 'Seuls les administrateurs envoient des numérisations de folio',
    },
    manuscript: {
      en: FOLIO_MESSAGES.manuscript,
      fr: 'Un envoi de folio désigne son manuscrit par son identifiant',
    },
    uploadLength: {
      en: FOLIO_MESSAGES.uploadLength,
      fr: 'Un envoi de folio déclare sa taille (Upload-Length)',
    },
  },
  manifestSources: {
    https: {
      en: MANIFEST_SOURCE_MESSAGES.https,
      fr: 'L’adresse d’un manifeste est une adresse https:// complète',
    },
    address: {
      en: MANIFEST_SOURCE_MESSAGES.address,
      fr: 'Cette adresse mène à un réseau privé ou local : HDX ne récupère les manifestes que sur l’internet public',
    },
    redirects: {
      en: MANIFEST_SOURCE_MESSAGES.redirects,
      fr: 'La bibliothèque a redirigé cette adresse trop de fois',
    },
    timeout: {
      en: MANIFEST_SOURCE_MESSAGES.timeout,
      fr: 'La bibliothèque n’a pas répondu à temps : réessayez plus tard',
    },
    unreachable: {
      en: MANIFEST_SOURCE_MESSAGES.unreachable,
      fr: 'La bibliothèque est injoignable à cette adresse',
    },
    notManifest: {
      en: MANIFEST_SOURCE_MESSAGES.notManifest,
      fr: 'Cette adresse ne contient aucun manifeste IIIF Presentation 2 ou 3 avec des images que HDX sait afficher',
    },
    removed: {
      en: MANIFEST_SOURCE_MESSAGES.removed,
      fr: 'Le manuscrit se lit de nouveau sur ses propres folios',
    },
    notImported: {
      en: MANIFEST_SOURCE_MESSAGES.notImported,
      fr: 'Ce manuscrit se lit sur ses propres folios : il n’a pas de manifeste de bibliothèque à actualiser',
    },
    tooLarge: {
      en: MANIFEST_SOURCE_TEMPLATES.tooLarge,
      fr: 'Les manifestes sont limités à {{bytes}} octets',
    },
    status: {
      en: MANIFEST_SOURCE_TEMPLATES.status,
      fr: 'La bibliothèque a répondu à cette adresse par une erreur ({{status}})',
    },
  },
  regions: {
    outside: {
      en: REGION_TEMPLATES.outside,
      fr: 'La zone doit se trouver dans le folio ({{width}} × {{height}} pixels)',
    },
    notTiled: {
      en: REGION_MESSAGES.notTiled,
      fr: "Ce folio n'a pas encore de tuiles : attendez que sa numérisation soit découpée",
    },
    noTechnique: {
      en: REGION_MESSAGES.noTechnique,
      fr: "Aucune technique n'a cet identifiant",
    },
    notFound: {
      en: REGION_MESSAGES.notFound,
      fr: 'Zone introuvable',
    },
    deleted: {
      en: REGION_MESSAGES.deleted,
      fr: 'Zone supprimée',
    },
  },
  uploads: {
    tooMany: {
      en: 'You already have {{limit}} unfinished uploads: finish or discard one before starting another',
      fr: "Vous avez déjà {{limit}} envois inachevés : terminez ou abandonnez-en un avant d'en commencer un autre",
    },
    tooManyBytes: {
      en: 'Your unfinished uploads may reserve {{bytes}} bytes in all: finish or discard one before starting another',
      fr: "Vos envois inachevés peuvent réserver {{bytes}} octets en tout : terminez ou abandonnez-en un avant d'en commencer un autre",
    },
    perHour: {
      en: 'You started {{limit}} uploads in the last hour: try again in {{minutes}} minutes',
      fr: 'Vous avez commencé {{limit}} envois dans la dernière heure : réessayez dans {{minutes}} minutes',
    },
    unreadableVideo: {
      en: 'The file is not a video ffmpeg can read: choose an MP4, MOV, WebM, MKV or M4V video',
      fr: "Ce fichier n'est pas une vidéo que ffmpeg sait lire : choisissez une vidéo MP4, MOV, WebM, MKV ou M4V",
    },
  },
  adminUsers: {
    self: {
      en: 'You cannot change your own role or deactivate your own account',
      fr: 'Vous ne pouvez ni changer votre propre rôle ni désactiver votre propre compte',
    },
    lastAdmin: {
      en: 'At least one active administrator must remain',
      fr: 'Au moins un administrateur actif doit rester',
    },
  },
  transcodes: {
    notRunning: {
      en: TRANSCODE_MESSAGES.notRunning,
      fr: 'La file des transcodages n’est pas ouverte sur ce serveur',
    },
    noFailedJob: {
      en: TRANSCODE_MESSAGES.noFailedJob,
      fr: "Aucun transcodage échoué avec cet identifiant : il a déjà été relancé ou n'a jamais échoué",
    },
    postDeleted: {
      en: TRANSCODE_MESSAGES.postDeleted,
      fr: "La publication de ce transcodage a été supprimée : il n'y a rien à relancer",
    },
  },
  ratings: {
    atLeast: {
      en: RATE_RULE_MESSAGES.atLeast,
      fr: 'Au moins 0,5',
    },
    atMost: {
      en: RATE_RULE_MESSAGES.atMost,
      fr: 'Au plus 5',
    },
    steps: {
      en: RATE_RULE_MESSAGES.steps,
      fr: 'Par pas de 0,5',
    },
  },
  webhook: {
    notConfigured: {
      en: 'Stripe webhooks are not configured',
      fr: 'Les webhooks Stripe ne sont pas configurés',
    },
    badSignature: {
      en: 'Invalid Stripe signature',
      fr: 'Signature Stripe invalide',
    },
  },
} as const satisfies Record<string, Record<string, { en: string; fr: string }>>;

type Catalogue = typeof API_MESSAGES;

/** A stable error code: "section.key" of the catalogue. */
export type ApiCode = { [S in keyof Catalogue]: `${S & string}.${keyof Catalogue[S] & string}` }[keyof Catalogue];

export type ApiLanguage = 'en' | 'fr';

/** Every code with its texts, in the catalogue's order. */
export function apiCodes(): { code: ApiCode; en: string; fr: string }[] {
  return Object.entries(API_MESSAGES).flatMap(([section, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ code: `${section}.${key}` as ApiCode, ...text })),
  );
}

/** One language of the catalogue as public/locales/{lang}/api.json holds it: texts by section and key. */
export function apiLocaleFile(lang: ApiLanguage): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(API_MESSAGES).map(([section, texts]) => [
      section,
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[lang]])),
    ]),
  );
}
