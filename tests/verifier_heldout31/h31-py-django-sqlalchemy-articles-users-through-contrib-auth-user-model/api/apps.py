from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "api"

    def ready(self):
        from api.db import Base, engine

        Base.metadata.create_all(engine)
