from django.conf import settings
from django.db import migrations, models
import django.db.models.deletion


class Migration(migrations.Migration):
    initial = True

    dependencies = [migrations.swappable_dependency(settings.AUTH_USER_MODEL)]

    operations = [
        migrations.CreateModel(
            name="Profile",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("bio", models.TextField(blank=True, default="")),
                ("image", models.URLField(blank=True, null=True)),
                ("follows", models.ManyToManyField(blank=True, related_name="followed_by", to="accounts.profile")),
                ("user", models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name="profile",
                                              to=settings.AUTH_USER_MODEL)),
            ],
        ),
    ]
