from django.urls import path

from blog.routes import api

urlpatterns = [path("api/", api.urls)]
