from django.urls import path

from blog import views

urlpatterns = [
    path("api/tags", views.tags),
]
