from django.urls import path

from conduit.database import create_schema
from conduit.routes import users

create_schema()

urlpatterns = [
    path("api/users", users.register),
    path("api/health-check", users.health),
]
