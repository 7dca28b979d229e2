from django.urls import path

from articles.views import tags

urlpatterns = [path("api/tags", tags)]
