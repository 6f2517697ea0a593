/* passes.cc -- pipeline positions of the plugin's passes.

   Passes are registered here when they exist and do their job; no
   placeholder pass is registered.  */

#include "gcc-compat.h"
#include "knobs.h"
#include "passes.h"

void
register_passes (const char *plugin_name)
{
  (void) plugin_name;
}
