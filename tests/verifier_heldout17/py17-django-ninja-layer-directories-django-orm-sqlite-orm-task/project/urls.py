from django.urls import path

from core.routes import api

urlpatterns = [path("api/", api.urls)]
