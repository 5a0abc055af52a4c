/** Off-site copy settings as staff fill them in (PUT /api/backups/offsite): a bucket on a test S3 endpoint. */
export const offsiteSettingsForm = {
  endpoint: "https://s3.example.test",
  region: "eu-south-1",
  bucket: "copie-parksite",
  access_key_id: "AKIAPROVA",
  secret_access_key: "segreto-da-non-mostrare",
  prefix: "parksite/",
  keep: 10,
};
