from django.apps import AppConfig
from django.core.signals import request_finished


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self) -> None:
        # Composition root: create the schema and give every request its own session.
        from conduit.db import Session, engine
        from conduit.models import Base

        Base.metadata.create_all(engine)
        request_finished.connect(lambda **_: Session.remove(), weak=False, dispatch_uid="sa-session-remove")
