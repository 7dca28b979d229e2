from django.apps import AppConfig


class SocialConfig(AppConfig):
    name = "social"

    def ready(self) -> None:
        from social.orm import engine
        from social.tables import Base

        Base.metadata.create_all(engine)
