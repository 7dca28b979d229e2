from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "api"

    def ready(self):
        from api.db import engine
        from api.models import Base

        Base.metadata.create_all(engine)
