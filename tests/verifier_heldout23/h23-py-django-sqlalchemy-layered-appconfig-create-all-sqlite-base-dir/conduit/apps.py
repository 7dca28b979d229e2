from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from .db import engine
        from .models import Base

        Base.metadata.create_all(engine)
