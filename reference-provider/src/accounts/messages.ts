// The texts of the account, basket and promo code answers and of the mails in the four languages of
// the API (pt-BR, en, ru, hi). Every `message` and field error of those calls comes from here, in the
// request's language.
import type { ProviderLocale } from '../seed/types';

const en = {
  // Field errors (SPEC.md §5; the same rules as lib/validation/account.ts).
  required: 'This field is required',
  emailInvalid: 'Incorrect e-mail format',
  emailTooLong: 'The e-mail can be at most 128 characters',
  passwordEmpty: 'The password cannot be empty',
  passwordInvalid: 'Invalid password: use letters and numbers only',
  passwordTooShort: 'Password too short: at least 8 characters',
  passwordTooLong: 'Password too long: at most 32 characters',
  passwordsMismatch: 'The passwords do not match',
  nameTooShort: 'Name too short: at least 4 characters',
  nameTooLong: 'Name too long: at most 16 characters',
  nameLatinOnly: 'Only Latin letters and numbers',
  recoveryEmailInvalid: 'Invalid recovery e-mail',
  emailTaken: 'E-mail already exists',
  emailNotFound: 'Email not found',
  currentPasswordWrong: 'The current password is incorrect',
  searchTooLong: 'The search text can be at most 68 characters',
  pageInvalid: 'The page must be an integer from 1 to 5000',
  // Answers.
  invalidCredentials: 'Incorrect username or password',
  unauthenticated: 'Unauthenticated.',
  linkExpired: 'This link has expired or was already used',
  linkInvalid: 'This link is not valid',
  badJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: 'The request body is too large.',
  // Basket and promo codes (issue 5).
  basketProductsInvalid: 'The products must be a list of changes',
  basketTooManyEntries: 'At most 200 changes can be sent at once',
  basketIdInvalid: 'The product id must be a positive integer',
  basketProductUnknown: 'There is no product with this id',
  basketTypeInvalid: 'The type must be "increase" or "decrease"',
  basketCountInvalid: 'The count must be an integer from 1 to 99',
  promoInvalid: 'Invalid promo code',
  // "Too many attempts": {count} and {minutes}, the word for minutes in the right plural form.
  tooManyAttempts: 'Too many attempts. Please try again in {count} {minutes}.',
  // Mails: {name} is the account's name, {link} the link to open.
  mailGreeting: 'Hello, {name}!',
  mailVerifySubject: 'Confirm your e-mail',
  mailVerifyLead: 'Welcome! Please confirm your e-mail address by opening this link:',
  mailVerifyAction: 'Confirm e-mail',
  mailVerifyNote: 'The link works once and expires in 48 hours. If you did not create an account, ignore this message.',
  mailResetSubject: 'Reset your password',
  mailResetLead: 'We received a request to reset the password of your account. To choose a new password, open this link:',
  mailResetAction: 'Choose a new password',
  mailResetNote: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
  mailEmailSubject: 'Confirm your new e-mail',
  mailEmailLead: 'To make this address the e-mail of your account, open this link:',
  mailEmailAction: 'Confirm the new e-mail',
  mailEmailNote: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message.',
  mailPasswordSubject: 'Confirm your new password',
  mailPasswordLead: 'To confirm the change of your password, open this link:',
  mailPasswordAction: 'Confirm the new password',
  mailPasswordNote:
    'The link works once and expires in 1 hour. The new password applies only once you confirm. If you did not ask for it, ignore this message and change your password.',
};

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const ptBR: Catalogue = {
  required: 'Campo obrigatório',
  emailInvalid: 'Formato de e-mail incorreto',
  emailTooLong: 'O e-mail pode ter no máximo 128 caracteres',
  passwordEmpty: 'A senha não pode ficar vazia',
  passwordInvalid: 'Senha inválida: use apenas letras e números',
  passwordTooShort: 'Senha muito curta: no mínimo 8 caracteres',
  passwordTooLong: 'Senha muito longa: no máximo 32 caracteres',
  passwordsMismatch: 'As senhas não coincidem',
  nameTooShort: 'Nome muito curto: no mínimo 4 caracteres',
  nameTooLong: 'Nome muito longo: no máximo 16 caracteres',
  nameLatinOnly: 'Apenas letras latinas e números',
  recoveryEmailInvalid: 'E-mail de recuperação inválido',
  emailTaken: 'E-mail já existe',
  emailNotFound: 'E-mail não encontrado',
  currentPasswordWrong: 'A senha atual está incorreta',
  searchTooLong: 'A pesquisa pode ter no máximo 68 caracteres',
  pageInvalid: 'A página deve ser um número inteiro de 1 a 5000',
  invalidCredentials: 'Usuário ou senha incorretos',
  unauthenticated: 'Não autenticado.',
  linkExpired: 'Este link expirou ou já foi usado',
  linkInvalid: 'Este link não é válido',
  badJson: 'O corpo do pedido não é um JSON válido.',
  bodyNotObject: 'O corpo do pedido deve ser um objeto JSON.',
  bodyTooLarge: 'O corpo do pedido é grande demais.',
  basketProductsInvalid: 'Os produtos devem ser uma lista de alterações',
  basketTooManyEntries: 'No máximo 200 alterações podem ser enviadas de uma vez',
  basketIdInvalid: 'O id do produto deve ser um número inteiro positivo',
  basketProductUnknown: 'Não existe produto com este id',
  basketTypeInvalid: 'O tipo deve ser "increase" ou "decrease"',
  basketCountInvalid: 'A quantidade deve ser um número inteiro de 1 a 99',
  promoInvalid: 'Código promocional inválido',
  tooManyAttempts: 'Muitas tentativas. Tente novamente em {count} {minutes}.',
  mailGreeting: 'Olá, {name}!',
  mailVerifySubject: 'Confirme seu e-mail',
  mailVerifyLead: 'Boas-vindas! Confirme seu endereço de e-mail abrindo este link:',
  mailVerifyAction: 'Confirmar e-mail',
  mailVerifyNote: 'O link funciona uma vez e expira em 48 horas. Se você não criou uma conta, ignore esta mensagem.',
  mailResetSubject: 'Redefina sua senha',
  mailResetLead: 'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra este link:',
  mailResetAction: 'Escolher uma nova senha',
  mailResetNote: 'O link funciona uma vez e expira em 1 hora. Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  mailEmailSubject: 'Confirme seu novo e-mail',
  mailEmailLead: 'Para tornar este endereço o e-mail da sua conta, abra este link:',
  mailEmailAction: 'Confirmar o novo e-mail',
  mailEmailNote: 'O link funciona uma vez e expira em 1 hora. Se você não pediu, ignore esta mensagem.',
  mailPasswordSubject: 'Confirme sua nova senha',
  mailPasswordLead: 'Para confirmar a troca da sua senha, abra este link:',
  mailPasswordAction: 'Confirmar a nova senha',
  mailPasswordNote:
    'O link funciona uma vez e expira em 1 hora. A nova senha só vale depois da confirmação. Se você não pediu, ignore esta mensagem e troque sua senha.',
};

const ru: Catalogue = {
  required: 'Обязательное поле',
  emailInvalid: 'Неверный формат e-mail',
  emailTooLong: 'E-mail может содержать не более 128 символов',
  passwordEmpty: 'Пароль не может быть пустым',
  passwordInvalid: 'Пароль не валидный: только буквы и цифры',
  passwordTooShort: 'Слишком короткий пароль: не менее 8 символов',
  passwordTooLong: 'Слишком длинный пароль: не более 32 символов',
  passwordsMismatch: 'Пароли не совпадают',
  nameTooShort: 'Слишком короткое имя: не менее 4 символов',
  nameTooLong: 'Слишком длинное имя: не более 16 символов',
  nameLatinOnly: 'Только латинские буквы и цифры',
  recoveryEmailInvalid: 'Неверный e-mail для восстановления',
  emailTaken: 'E-mail уже существует',
  emailNotFound: 'E-mail не найден',
  currentPasswordWrong: 'Текущий пароль указан неверно',
  searchTooLong: 'Текст поиска может содержать не более 68 символов',
  pageInvalid: 'Страница должна быть целым числом от 1 до 5000',
  invalidCredentials: 'Неверный логин или пароль',
  unauthenticated: 'Требуется авторизация.',
  linkExpired: 'Срок действия ссылки истёк, или она уже использована',
  linkInvalid: 'Эта ссылка недействительна',
  badJson: 'Тело запроса не является корректным JSON.',
  bodyNotObject: 'Тело запроса должно быть объектом JSON.',
  bodyTooLarge: 'Тело запроса слишком велико.',
  basketProductsInvalid: 'Товары должны быть списком изменений',
  basketTooManyEntries: 'За один раз можно отправить не более 200 изменений',
  basketIdInvalid: 'Id товара должен быть целым положительным числом',
  basketProductUnknown: 'Товара с таким id нет',
  basketTypeInvalid: 'Тип должен быть "increase" или "decrease"',
  basketCountInvalid: 'Количество должно быть целым числом от 1 до 99',
  promoInvalid: 'Неверный промокод',
  tooManyAttempts: 'Слишком много попыток. Повторите через {count} {minutes}.',
  mailGreeting: 'Здравствуйте, {name}!',
  mailVerifySubject: 'Подтвердите e-mail',
  mailVerifyLead: 'Добро пожаловать! Подтвердите свой адрес e-mail, открыв эту ссылку:',
  mailVerifyAction: 'Подтвердить e-mail',
  mailVerifyNote: 'Ссылка действует один раз в течение 48 часов. Если вы не создавали аккаунт, просто проигнорируйте это письмо.',
  mailResetSubject: 'Сброс пароля',
  mailResetLead: 'Мы получили запрос на сброс пароля вашего аккаунта. Чтобы задать новый пароль, откройте эту ссылку:',
  mailResetAction: 'Задать новый пароль',
  mailResetNote: 'Ссылка действует один раз в течение 1 часа. Если вы не запрашивали сброс, проигнорируйте это письмо: пароль останется прежним.',
  mailEmailSubject: 'Подтвердите новый e-mail',
  mailEmailLead: 'Чтобы сделать этот адрес e-mail вашего аккаунта, откройте эту ссылку:',
  mailEmailAction: 'Подтвердить новый e-mail',
  mailEmailNote: 'Ссылка действует один раз в течение 1 часа. Если вы этого не запрашивали, проигнорируйте это письмо.',
  mailPasswordSubject: 'Подтвердите новый пароль',
  mailPasswordLead: 'Чтобы подтвердить смену пароля, откройте эту ссылку:',
  mailPasswordAction: 'Подтвердить новый пароль',
  mailPasswordNote:
    'Ссылка действует один раз в течение 1 часа. Новый пароль вступит в силу только после подтверждения. Если вы этого не запрашивали, проигнорируйте письмо и смените пароль.',
};

const hi: Catalogue = {
  required: 'यह फ़ील्ड आवश्यक है',
  emailInvalid: 'ई-मेल का प्रारूप गलत है',
  emailTooLong: 'ई-मेल अधिकतम 128 वर्णों का हो सकता है',
  passwordEmpty: 'पासवर्ड खाली नहीं हो सकता',
  passwordInvalid: 'अमान्य पासवर्ड: केवल अक्षर और अंक उपयोग करें',
  passwordTooShort: 'पासवर्ड बहुत छोटा है: कम से कम 8 वर्ण',
  passwordTooLong: 'पासवर्ड बहुत लंबा है: अधिकतम 32 वर्ण',
  passwordsMismatch: 'पासवर्ड मेल नहीं खाते',
  nameTooShort: 'नाम बहुत छोटा है: कम से कम 4 वर्ण',
  nameTooLong: 'नाम बहुत लंबा है: अधिकतम 16 वर्ण',
  nameLatinOnly: 'केवल लैटिन अक्षर और अंक',
  recoveryEmailInvalid: 'पुनर्प्राप्ति ई-मेल अमान्य है',
  emailTaken: 'ई-मेल पहले से मौजूद है',
  emailNotFound: 'ई-मेल नहीं मिला',
  currentPasswordWrong: 'वर्तमान पासवर्ड गलत है',
  searchTooLong: 'खोज पाठ अधिकतम 68 वर्णों का हो सकता है',
  pageInvalid: 'पृष्ठ 1 से 5000 तक की पूर्ण संख्या होनी चाहिए',
  invalidCredentials: 'गलत उपयोगकर्ता नाम या पासवर्ड',
  unauthenticated: 'प्रमाणीकरण आवश्यक है।',
  linkExpired: 'यह लिंक समाप्त हो गया है या पहले ही उपयोग किया जा चुका है',
  linkInvalid: 'यह लिंक मान्य नहीं है',
  badJson: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  bodyNotObject: 'अनुरोध का मुख्य भाग JSON ऑब्जेक्ट होना चाहिए।',
  bodyTooLarge: 'अनुरोध का मुख्य भाग बहुत बड़ा है।',
  basketProductsInvalid: 'उत्पाद परिवर्तनों की सूची होने चाहिए',
  basketTooManyEntries: 'एक बार में अधिकतम 200 परिवर्तन भेजे जा सकते हैं',
  basketIdInvalid: 'उत्पाद आईडी एक धनात्मक पूर्ण संख्या होनी चाहिए',
  basketProductUnknown: 'इस आईडी का कोई उत्पाद नहीं है',
  basketTypeInvalid: 'प्रकार "increase" या "decrease" होना चाहिए',
  basketCountInvalid: 'मात्रा 1 से 99 तक की पूर्ण संख्या होनी चाहिए',
  promoInvalid: 'अमान्य प्रोमो कोड',
  tooManyAttempts: 'बहुत अधिक प्रयास। कृपया {count} {minutes} बाद फिर से प्रयास करें।',
  mailGreeting: 'नमस्ते, {name}!',
  mailVerifySubject: 'अपना ई-मेल पुष्टि करें',
  mailVerifyLead: 'स्वागत है! यह लिंक खोलकर अपने ई-मेल पते की पुष्टि करें:',
  mailVerifyAction: 'ई-मेल की पुष्टि करें',
  mailVerifyNote: 'यह लिंक एक बार काम करता है और 48 घंटे में समाप्त हो जाता है। यदि आपने खाता नहीं बनाया है, तो इस संदेश को अनदेखा करें।',
  mailResetSubject: 'अपना पासवर्ड रीसेट करें',
  mailResetLead: 'हमें आपके खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  mailResetAction: 'नया पासवर्ड चुनें',
  mailResetNote: 'यह लिंक एक बार काम करता है और 1 घंटे में समाप्त हो जाता है। यदि आपने अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  mailEmailSubject: 'अपने नए ई-मेल की पुष्टि करें',
  mailEmailLead: 'इस पते को अपने खाते का ई-मेल बनाने के लिए यह लिंक खोलें:',
  mailEmailAction: 'नए ई-मेल की पुष्टि करें',
  mailEmailNote: 'यह लिंक एक बार काम करता है और 1 घंटे में समाप्त हो जाता है। यदि आपने अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें।',
  mailPasswordSubject: 'अपने नए पासवर्ड की पुष्टि करें',
  mailPasswordLead: 'अपना पासवर्ड बदलने की पुष्टि करने के लिए यह लिंक खोलें:',
  mailPasswordAction: 'नए पासवर्ड की पुष्टि करें',
  mailPasswordNote:
    'यह लिंक एक बार काम करता है और 1 घंटे में समाप्त हो जाता है। नया पासवर्ड पुष्टि के बाद ही लागू होगा। यदि आपने अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें और अपना पासवर्ड बदलें।',
};

const CATALOGUES: Record<ProviderLocale, Catalogue> = { 'pt-BR': ptBR, en, ru, hi };

/** The word for "minutes" by plural category (Intl.PluralRules), per language. */
const MINUTES: Record<ProviderLocale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  'pt-BR': { one: 'minuto', other: 'minutos' },
  en: { one: 'minute', other: 'minutes' },
  ru: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
  hi: { other: 'मिनट' },
};

/** A message in `locale`, with `{placeholders}` filled from `vars`. */
export function text(locale: ProviderLocale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** "Too many attempts. Please try again in N minutes." for a wait of `retryAfterSeconds` (at least 1 minute). */
export function tooManyAttempts(locale: ProviderLocale, retryAfterSeconds: number): string {
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const forms = MINUTES[locale];
  const minutes = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return text(locale, 'tooManyAttempts', { count, minutes });
}

/** Every key of the catalogue (for tests that check each language has them all). */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
export const catalogueOf = (locale: ProviderLocale): Readonly<Catalogue> => CATALOGUES[locale];
