from django.urls import path

from tags.views import tags

urlpatterns = [path("api/tags", tags)]
