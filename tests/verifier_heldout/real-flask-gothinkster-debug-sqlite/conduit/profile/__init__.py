from . import views  # noqa
