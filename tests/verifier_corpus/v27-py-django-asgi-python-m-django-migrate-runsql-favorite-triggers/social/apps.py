from django.apps import AppConfig


class SocialConfig(AppConfig):
    name = "social"
    label = "social"

    def ready(self):
        from social.tables import metadata_create_all

        metadata_create_all()
