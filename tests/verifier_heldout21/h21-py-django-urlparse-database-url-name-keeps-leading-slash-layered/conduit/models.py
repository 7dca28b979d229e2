# Django discovers models through <app>.models; the entities live in conduit/entities/.
from conduit.entities.comment import Comment  # noqa: F401
