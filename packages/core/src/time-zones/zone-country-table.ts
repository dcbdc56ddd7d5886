/**
 * The country of every IANA time zone, from tzdata's `zone.tab` (one ISO 3166 code per zone).
 * Loaded on demand by `loadTimeZoneCountries`: only a visitor who searches time zones downloads it.
 *
 * Encoding: per area, a space-separated list of `Location CC` pairs, so the ~420 zones cost
 * about 5 kB of text (2 kB gzipped) instead of a 420-entry object literal.
 */
export const ZONES_BY_AREA: Readonly<Record<string, readonly string[]>> = {
  Africa: [
    'Abidjan CI Accra GH Addis_Ababa ET Algiers DZ Asmara ER Bamako ML Bangui CF Banjul GM Bissau GW Blantyre MW',
    'Brazzaville CG Bujumbura BI Cairo EG Casablanca MA Ceuta ES Conakry GN Dakar SN Dar_es_Salaam TZ Djibouti DJ',
    'Douala CM El_Aaiun EH Freetown SL Gaborone BW Harare ZW Johannesburg ZA Juba SS Kampala UG Khartoum SD',
    'Kigali RW Kinshasa CD Lagos NG Libreville GA Lome TG Luanda AO Lubumbashi CD Lusaka ZM Malabo GQ Maputo MZ',
    'Maseru LS Mbabane SZ Mogadishu SO Monrovia LR Nairobi KE Ndjamena TD Niamey NE Nouakchott MR Ouagadougou BF',
    'Porto-Novo BJ Sao_Tome ST Tripoli LY Tunis TN Windhoek NA',
  ],
  America: [
    'Adak US Anchorage US Anguilla AI Antigua AG Araguaina BR Argentina/Buenos_Aires AR Argentina/Catamarca AR',
    'Argentina/Cordoba AR Argentina/Jujuy AR Argentina/La_Rioja AR Argentina/Mendoza AR Argentina/Rio_Gallegos AR',
    'Argentina/Salta AR Argentina/San_Juan AR Argentina/San_Luis AR Argentina/Tucuman AR Argentina/Ushuaia AR',
    'Aruba AW Asuncion PY Atikokan CA Bahia BR Bahia_Banderas MX Barbados BB Belem BR Belize BZ Blanc-Sablon CA',
    'Boa_Vista BR Bogota CO Boise US Cambridge_Bay CA Campo_Grande BR Cancun MX Caracas VE Cayenne GF Cayman KY',
    'Chicago US Chihuahua MX Ciudad_Juarez MX Costa_Rica CR Coyhaique CL Creston CA Cuiaba BR Curacao CW',
    'Danmarkshavn GL Dawson CA Dawson_Creek CA Denver US Detroit US Dominica DM Edmonton CA Eirunepe BR',
    'El_Salvador SV Fort_Nelson CA Fortaleza BR Glace_Bay CA Goose_Bay CA Grand_Turk TC Grenada GD Guadeloupe GP',
    'Guatemala GT Guayaquil EC Guyana GY Halifax CA Havana CU Hermosillo MX Indiana/Indianapolis US',
    'Indiana/Knox US Indiana/Marengo US Indiana/Petersburg US Indiana/Tell_City US Indiana/Vevay US',
    'Indiana/Vincennes US Indiana/Winamac US Inuvik CA Iqaluit CA Jamaica JM Juneau US Kentucky/Louisville US',
    'Kentucky/Monticello US Kralendijk BQ La_Paz BO Lima PE Los_Angeles US Lower_Princes SX Maceio BR Managua NI',
    'Manaus BR Marigot MF Martinique MQ Matamoros MX Mazatlan MX Menominee US Merida MX Metlakatla US',
    'Mexico_City MX Miquelon PM Moncton CA Monterrey MX Montevideo UY Montserrat MS Nassau BS New_York US Nome US',
    'Noronha BR North_Dakota/Beulah US North_Dakota/Center US North_Dakota/New_Salem US Nuuk GL Ojinaga MX',
    'Panama PA Paramaribo SR Phoenix US Port-au-Prince HT Port_of_Spain TT Porto_Velho BR Puerto_Rico PR',
    'Punta_Arenas CL Rankin_Inlet CA Recife BR Regina CA Resolute CA Rio_Branco BR Santarem BR Santiago CL',
    'Santo_Domingo DO Sao_Paulo BR Scoresbysund GL Sitka US St_Barthelemy BL St_Johns CA St_Kitts KN St_Lucia LC',
    'St_Thomas VI St_Vincent VC Swift_Current CA Tegucigalpa HN Thule GL Tijuana MX Toronto CA Tortola VG',
    'Vancouver CA Whitehorse CA Winnipeg CA Yakutat US',
  ],
  Antarctica: [
    'Casey AQ Davis AQ DumontDUrville AQ Macquarie AU Mawson AQ McMurdo AQ Palmer AQ Rothera AQ Syowa AQ Troll AQ',
    'Vostok AQ',
  ],
  Arctic: ['Longyearbyen SJ'],
  Asia: [
    'Aden YE Almaty KZ Amman JO Anadyr RU Aqtau KZ Aqtobe KZ Ashgabat TM Atyrau KZ Baghdad IQ Bahrain BH Baku AZ',
    'Bangkok TH Barnaul RU Beirut LB Bishkek KG Brunei BN Chita RU Colombo LK Damascus SY Dhaka BD Dili TL',
    'Dubai AE Dushanbe TJ Famagusta CY Gaza PS Hebron PS Ho_Chi_Minh VN Hong_Kong HK Hovd MN Irkutsk RU',
    'Jakarta ID Jayapura ID Jerusalem IL Kabul AF Kamchatka RU Karachi PK Kathmandu NP Khandyga RU Kolkata IN',
    'Krasnoyarsk RU Kuala_Lumpur MY Kuching MY Kuwait KW Macau MO Magadan RU Makassar ID Manila PH Muscat OM',
    'Nicosia CY Novokuznetsk RU Novosibirsk RU Omsk RU Oral KZ Phnom_Penh KH Pontianak ID Pyongyang KP Qatar QA',
    'Qostanay KZ Qyzylorda KZ Riyadh SA Sakhalin RU Samarkand UZ Seoul KR Shanghai CN Singapore SG',
    'Srednekolymsk RU Taipei TW Tashkent UZ Tbilisi GE Tehran IR Thimphu BT Tokyo JP Tomsk RU Ulaanbaatar MN',
    'Urumqi CN Ust-Nera RU Vientiane LA Vladivostok RU Yakutsk RU Yangon MM Yekaterinburg RU Yerevan AM',
  ],
  Atlantic: [
    'Azores PT Bermuda BM Canary ES Cape_Verde CV Faroe FO Madeira PT Reykjavik IS South_Georgia GS St_Helena SH',
    'Stanley FK',
  ],
  Australia: [
    'Adelaide AU Brisbane AU Broken_Hill AU Darwin AU Eucla AU Hobart AU Lindeman AU Lord_Howe AU Melbourne AU',
    'Perth AU Sydney AU',
  ],
  Europe: [
    'Amsterdam NL Andorra AD Astrakhan RU Athens GR Belgrade RS Berlin DE Bratislava SK Brussels BE Bucharest RO',
    'Budapest HU Busingen DE Chisinau MD Copenhagen DK Dublin IE Gibraltar GI Guernsey GG Helsinki FI',
    'Isle_of_Man IM Istanbul TR Jersey JE Kaliningrad RU Kirov RU Kyiv UA Lisbon PT Ljubljana SI London GB',
    'Luxembourg LU Madrid ES Malta MT Mariehamn AX Minsk BY Monaco MC Moscow RU Oslo NO Paris FR Podgorica ME',
    'Prague CZ Riga LV Rome IT Samara RU San_Marino SM Sarajevo BA Saratov RU Simferopol UA Skopje MK Sofia BG',
    'Stockholm SE Tallinn EE Tirane AL Ulyanovsk RU Vaduz LI Vatican VA Vienna AT Vilnius LT Volgograd RU',
    'Warsaw PL Zagreb HR Zurich CH',
  ],
  Indian: [
    'Antananarivo MG Chagos IO Christmas CX Cocos CC Comoro KM Kerguelen TF Mahe SC Maldives MV Mauritius MU',
    'Mayotte YT Reunion RE',
  ],
  Pacific: [
    'Apia WS Auckland NZ Bougainville PG Chatham NZ Chuuk FM Easter CL Efate VU Fakaofo TK Fiji FJ Funafuti TV',
    'Galapagos EC Gambier PF Guadalcanal SB Guam GU Honolulu US Kanton KI Kiritimati KI Kosrae FM Kwajalein MH',
    'Majuro MH Marquesas PF Midway UM Nauru NR Niue NU Norfolk NF Noumea NC Pago_Pago AS Palau PW Pitcairn PN',
    'Pohnpei FM Port_Moresby PG Rarotonga CK Saipan MP Tahiti PF Tarawa KI Tongatapu TO Wake UM Wallis WF',
  ],
};
