/**
 * Commonly chosen passwords and the words they are built from (from published breach
 * top-lists, with this domain's own words added). A new password that reduces to one of these is
 * refused (NIST SP 800-63B asks for a blocklist of common passwords); the list is small because 15 characters are required anyway.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
    '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567',
    'dragon', '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow',
    'master', '666666', 'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321',
    'superman', '1qaz2wsx', '7777777', '121212', '000000', 'qazwsx', '123qwe', 'killer',
    'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter', 'buster', 'soccer', 'harley',
    'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie', 'robert', 'thomas',
    'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
    'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom',
    '777777', 'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese',
    'amanda', 'summer', 'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access',
    'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom',
    'monitor', 'monitoring', 'montana', 'moon', 'moscow', 'welcome', 'welcome1', 'password1',
    'password123', 'admin', 'administrator', 'root', 'toor', 'changeme', 'secret', 'letmein1',
    'qwerty123', 'qwertyuiopasdfghjkl', 'asdfghjkl', 'zaq12wsx', '1q2w3e4r', '1q2w3e4r5t',
    'q1w2e3r4t5', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'passwordpassword', 'iloveyou1', 'lovely',
    'flower', 'hello', 'hello123', 'whatever', 'blink182', 'samsung', 'google', 'apple',
    'microsoft', 'facebook', 'linkedin', 'twitter', 'instagram', 'linux', 'windows', 'pokemon',
    'naruto', 'cookie', 'chocolate', 'butterfly', 'purple', 'orange', 'banana', 'angel', 'angels',
    'friends', 'family', 'forever', 'heaven', 'anthony', 'jesus', 'christ', 'god', 'blessed',
    'hannah', 'ashley1', 'secret123', 'default', 'guest', 'test', 'test123', 'testing', 'user',
    'demo', 'sample', 'example', 'healthcare', 'health', 'hospital', 'doctor', 'nurse', 'patient',
    'pharmacy', 'medical', 'medicine', 'clinic', 'insurance', 'claims', 'claim', 'provider',
    'insurer', 'summer2024', 'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026',
    'spring2025', 'spring2026', 'autumn2025', 'autumn2026', 'january', 'february', 'march',
    'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
    'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    'correcthorsebatterystaple', 'thequickbrownfox', 'letmeinplease', 'opensesame', 'masterkey',
    'supersecret', 'topsecret', 'mypassword', 'yourpassword', 'nopassword', 'newpassword',
    'oldpassword', 'temppassword', 'temporary',
]);
