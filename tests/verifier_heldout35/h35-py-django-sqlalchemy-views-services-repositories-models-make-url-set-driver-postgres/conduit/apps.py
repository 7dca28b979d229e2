from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.db import engine
        from conduit.models import Base
        Base.metadata.create_all(engine)
