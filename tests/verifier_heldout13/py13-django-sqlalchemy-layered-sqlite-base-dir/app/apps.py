from django.apps import AppConfig


class ConduitAppConfig(AppConfig):
    name = "app"

    def ready(self) -> None:
        from app.db import engine
        from app.models import Base

        Base.metadata.create_all(engine)
